import { MAX_VERTICES, tooManyCornersMessage } from '@field-boundaries/contract/boundary-limits';
// The rules a boundary must meet before any SQL sees it. Pure: no database, no viewer. Sizes are
// counted before anything else looks at the corners, so no rule here costs more than a pass over
// them. Crossings are PostGIS's to find (ST_IsValidDetail, O(n log n)) when the boundary is
// measured: an all-pairs test here took 9 s on a 40,000-corner ring and held the event loop.

export type Position = [number, number];
export type Ring = Position[];
/** GeoJSON MultiPolygon coordinates: polygons of rings, the first ring of each its outline. */
export type MultiPolygonCoordinates = Ring[][];

// The corner limit and its message are the web's drawing tool's too.
export { MAX_VERTICES } from '@field-boundaries/contract/boundary-limits';
/** Outlines and holes of all parts together. */
export const MAX_RINGS = 500;
export const MIN_ACRES = 0.01;
export const MAX_ACRES = 50_000;

/**
 * The United States as boxes [west, south, east, north]: the lower 48, Alaska (both sides of
 * the antimeridian), Hawaii, Puerto Rico with the Virgin Islands, Guam with the Northern
 * Marianas. Coarse on purpose: a box refuses a boundary drawn over the ocean off Africa or a
 * swapped latitude and longitude, which is what goes wrong in practice, not one in Canada a mile
 * past the border, which no CLU field would be.
 */
const US_BOXES: [number, number, number, number][] = [
  [-125.0, 24.3, -66.9, 49.5],
  [-180.0, 51.0, -129.9, 71.6],
  [172.0, 51.0, 180.0, 53.1],
  [-160.6, 18.8, -154.7, 22.3],
  [-67.95, 17.6, -64.5, 18.6],
  [144.5, 13.2, 146.1, 20.6],
];

/** Whether a [longitude, latitude] lies in one of the United States' boxes. */
export const insideUs = ([lng, lat]: Position): boolean =>
  US_BOXES.some(([west, south, east, north]) => lng >= west && lng <= east && lat >= south && lat <= north);

export const boundaryMessages = {
  shape: 'The boundary must be a closed ring of [longitude, latitude] points.',
  tooFewPoints: 'A boundary needs at least three distinct corners.',
  unclosed: 'The boundary is not closed: its last point must repeat its first.',
  tooManyVertices: tooManyCornersMessage,
  tooManyRings: `A boundary may have at most ${MAX_RINGS} rings (parts and holes together).`,
  outOfRange: 'Coordinates must be longitude -180 to 180 and latitude -90 to 90.',
  outsideUs: 'The boundary must lie inside the United States.',
  zeroArea: 'The boundary has no area.',
  selfIntersects: 'The boundary crosses itself. Draw it without crossing lines.',
  tooSmall: `A field must be at least ${MIN_ACRES} acres.`,
  tooLarge: `A field may be at most ${MAX_ACRES.toLocaleString('en-US')} acres.`,
  invalid: 'The boundary is not a valid shape.',
};

export type BoundaryCheck =
  | { ok: true; coordinates: MultiPolygonCoordinates }
  | { ok: false; message: string };

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((number) => typeof number === 'number' && Number.isFinite(number));
const isRing = (value: unknown): value is Ring => Array.isArray(value) && value.every(isPosition);

/**
 * The boundary as MultiPolygon coordinates, from what a client sent as `mpoly`: one ring
 * (spec 3's create payload) or MultiPolygon coordinates (a merged field has several parts).
 */
export function toMultiPolygon(mpoly: unknown): MultiPolygonCoordinates | null {
  if (isRing(mpoly) && mpoly.length > 0) return [[mpoly]];
  if (
    Array.isArray(mpoly) &&
    mpoly.length > 0 &&
    mpoly.every(
      (polygon) => Array.isArray(polygon) && polygon.length > 0 && polygon.every((ring) => isRing(ring)),
    )
  )
    return mpoly as MultiPolygonCoordinates;
  return null;
}

const samePoint = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** Whether every corner of a ring lies on one line (a ring with no area whatever its order). */
function flat(ring: Ring): boolean {
  const [ax, ay] = ring[0] as Position;
  const far = ring.find(([x, y]) => x !== ax || y !== ay);
  if (!far) return true;
  const [bx, by] = far;
  return ring.every(([x, y]) => (bx - ax) * (y - ay) - (by - ay) * (x - ax) === 0);
}

/** A ring without a point that repeats the one before it: a repeat is no corner, and no crossing. */
export function withoutRepeats(ring: Ring): Ring {
  return ring.filter((point, at) => at === 0 || !samePoint(point, ring[at - 1] as Position));
}

/**
 * Checks a boundary as sent; `ok` with its MultiPolygon coordinates (repeated points dropped),
 * or the first rule it breaks. A crossing is left for PostGIS to find (see service.ts).
 */
export function checkBoundary(mpoly: unknown): BoundaryCheck {
  const sent = toMultiPolygon(mpoly);
  if (!sent) return { ok: false, message: boundaryMessages.shape };
  const ringCount = sent.reduce((sum, polygon) => sum + polygon.length, 0);
  if (ringCount > MAX_RINGS) return { ok: false, message: boundaryMessages.tooManyRings };
  const vertices = sent.reduce(
    (sum, polygon) => polygon.reduce((inner, ring) => inner + ring.length, sum),
    0,
  );
  if (vertices > MAX_VERTICES) return { ok: false, message: boundaryMessages.tooManyVertices };
  const coordinates = sent.map((polygon) => polygon.map(withoutRepeats));
  const rings = coordinates.flat();
  for (const ring of rings) {
    if (ring.some(([lng, lat]) => Math.abs(lng) > 180 || Math.abs(lat) > 90))
      return { ok: false, message: boundaryMessages.outOfRange };
  }
  for (const ring of rings) {
    if (!ring.every(insideUs)) return { ok: false, message: boundaryMessages.outsideUs };
  }
  for (const ring of rings) {
    const distinct = new Set(ring.map(([lng, lat]) => `${lng},${lat}`));
    if (distinct.size < 3) return { ok: false, message: boundaryMessages.tooFewPoints };
    const first = ring[0] as Position;
    const last = ring[ring.length - 1] as Position;
    if (ring.length < 4 || !samePoint(first, last)) return { ok: false, message: boundaryMessages.unclosed };
  }
  // Only a flat ring is refused for its area here: a bow-tie's halves cancel to a signed area of
  // zero too, and it is told that it crosses itself.
  if (rings.some(flat)) return { ok: false, message: boundaryMessages.zeroArea };
  return { ok: true, coordinates };
}
