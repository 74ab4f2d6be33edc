import { existsSync, readFileSync } from 'node:fs';
import proj4 from 'proj4';

type Position = number[];
const WGS84 = 'EPSG:4326';

/** The .prj beside a file (`fields.shp` → `fields.prj`), if any. */
export function prjBeside(path: string): string | null {
  const prj = path.replace(/\.[^.]+$/, '.prj');
  return existsSync(prj) ? readFileSync(prj, 'utf8') : null;
}

/**
 * A function taking a position in the file's projection to [lng, lat], or null when the
 * file is already in geographic WGS 84 / NAD 83 coordinates.
 */
export function toWgs84(projectionWkt: string | null): ((position: Position) => Position) | null {
  if (!projectionWkt || /^GEOGCS\[/i.test(projectionWkt.trim())) return null;
  const converter = proj4(projectionWkt, WGS84);
  return (position) => converter.forward([position[0] as number, position[1] as number]);
}

/** Applies `transform` to every position of a Polygon's or MultiPolygon's coordinates. */
export function mapPositions(coordinates: unknown, transform: (position: Position) => Position): unknown {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number')
    return transform(coordinates as Position);
  return Array.isArray(coordinates)
    ? coordinates.map((inner) => mapPositions(inner, transform))
    : coordinates;
}
