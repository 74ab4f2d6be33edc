import type { SplitPiece } from '../farms/service';
import { type MultiPolygonCoordinates, withoutRepeats } from './boundary';

// The shapes PostGIS hands back (as GeoJSON text) turned into the coordinates the rules judge.
// Pure: no database.

/** A MultiPolygon's coordinates from its GeoJSON text. */
export function coordinatesOf(geojson: string): MultiPolygonCoordinates {
  return (JSON.parse(geojson) as { coordinates: MultiPolygonCoordinates }).coordinates;
}

export type SplitPlan = {
  /** The pieces of the parts the line cuts through, largest first, each as GeoJSON coordinates. */
  pieces: { coordinates: MultiPolygonCoordinates; acres: number }[];
  /** The field's parts the line leaves whole: they stay with the field. */
  untouched: MultiPolygonCoordinates;
};

/** What a line does to a field, from PostGIS's pieces of each part (largest first). */
export function splitPlan(pieces: SplitPiece[]): SplitPlan {
  // At the 7 decimals kept, a cut point within 1e-7° of a corner is that corner: drop the repeat.
  const clean = (geojson: string) => coordinatesOf(geojson).map((polygon) => polygon.map(withoutRepeats));
  return {
    pieces: pieces
      .filter((piece) => piece.cut)
      .map((piece) => ({ coordinates: clean(piece.geojson), acres: piece.acres })),
    untouched: pieces.filter((piece) => !piece.cut).flatMap((piece) => clean(piece.geojson)),
  };
}
