import { MAX_VERTICES, tooManyCornersMessage } from '@field-boundaries/contract/boundary-limits';
import { ACRES_PER_SQUARE_METRE } from '@field-boundaries/contract/units';
import area from '@turf/area';
import kinks from '@turf/kinks';
import { insidePolygon, type Position } from './polygonRules';
import type { Coordinates } from './vertexEdits';

// Pure rules of a whole boundary (MultiPolygon coordinates: parts, each an outline and its holes)
// as the grower edits it: checked on every change, so the map never holds a boundary the api
// would refuse. The api checks them again and PostGIS decides on save. Nothing here reads a store.
export const editMessages = {
  crosses: 'A boundary cannot cross itself: that change was not made.',
  tooFew: 'A boundary needs at least three corners: that corner stays.',
  holeTooFew: 'A hole needs at least three corners: that corner stays. Use Remove hole to take it out.',
  holeOutside: 'A hole must lie inside the field, clear of its edge and of other holes.',
  tooMany: tooManyCornersMessage,
};

const sameCorner = (a: Position | undefined, b: Position | undefined) =>
  !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** Corners of every ring together, the closing points left out (as the api counts them). */
export const cornerCount = (coordinates: Coordinates) =>
  coordinates.reduce((sum, part) => sum + part.reduce((rings, ring) => rings + ring.length - 1, 0), 0);

/** Why the boundary cannot be kept, or null when it obeys every rule. */
export function boundaryProblem(coordinates: Coordinates): string | null {
  for (const part of coordinates) {
    for (const [at, ring] of part.entries()) {
      if (ring.length < 4 || !sameCorner(ring[0], ring[ring.length - 1]))
        return at === 0 ? editMessages.tooFew : editMessages.holeTooFew;
    }
  }
  if (cornerCount(coordinates) > MAX_VERTICES) return editMessages.tooMany;
  // turf's kinks tests every ring against every ring: an outline crossing itself, a hole crossing
  // its outline, two holes crossing, or two parts crossing each other.
  if (kinks({ type: 'MultiPolygon', coordinates }).features.length > 0) return editMessages.crosses;
  for (const part of coordinates) {
    const [outline, ...holes] = part;
    for (const hole of holes) {
      // No crossings (above), so one corner tells whether the whole hole is inside.
      if (!outline || !insidePolygon(hole[0] as Position, [outline])) return editMessages.holeOutside;
    }
  }
  return null;
}

/** The boundary with the hole under `point` taken out, or null when no hole is there. */
export function removeHoleAt(coordinates: Coordinates, point: Position): Coordinates | null {
  for (const [partAt, part] of coordinates.entries()) {
    const holeAt = part.findIndex((ring, at) => at > 0 && insidePolygon(point, [ring]));
    if (holeAt > 0)
      return coordinates.map((each, at) =>
        at === partAt ? each.filter((_, ring) => ring !== holeAt) : each,
      );
  }
  return null;
}

/** Corners of the parts' outlines, holes left out: what a grower counts as the field's corners. */
export const outlineCorners = (coordinates: Coordinates) =>
  coordinates.reduce((sum, part) => sum + Math.max(0, (part[0]?.length ?? 1) - 1), 0);

/** Holes of every part together. */
export const holeCount = (coordinates: Coordinates) =>
  coordinates.reduce((sum, part) => sum + Math.max(0, part.length - 1), 0);

/** Acres of the boundary, holes taken out (turf, spherical: a preview within about 0.3%). */
export const boundaryAcres = (coordinates: Coordinates) =>
  area({ type: 'MultiPolygon', coordinates }) * ACRES_PER_SQUARE_METRE;
