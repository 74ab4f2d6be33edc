import { MAX_VERTICES, tooManyCornersMessage } from '@field-boundaries/contract/boundary-limits';
import { ACRES_PER_SQUARE_METRE } from '@field-boundaries/contract/units';
import area from '@turf/area';
import kinks from '@turf/kinks';

// Pure rules of a boundary being drawn, for feedback as the grower clicks. The api checks
// them all again (and PostGIS decides); nothing in this file reads the map or a store.
// "Kernels return plans, not effects": each step answers the next vertices, or why not.
export type Position = [number, number];

/** The api's vertex bound; a drawing stops taking corners at it. */
export { MAX_VERTICES } from '@field-boundaries/contract/boundary-limits';

export const drawMessages = {
  crosses: 'A boundary cannot cross itself. Click somewhere else.',
  tooMany: tooManyCornersMessage,
  tooFew: 'A boundary needs at least three corners.',
  same: 'That corner is already there.',
};

export type Step = { ok: true; vertices: Position[] } | { ok: false; message: string };

/** The ring closed: its first point repeated at the end (spec 3's mpoly). */
export function closeRing(vertices: readonly Position[]): Position[] {
  const first = vertices[0];
  if (!first) return [];
  const last = vertices[vertices.length - 1] as Position;
  return first[0] === last[0] && first[1] === last[1] ? [...vertices] : [...vertices, [first[0], first[1]]];
}

export const isClosed = (ring: readonly Position[]) => {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length >= 4 && !!first && !!last && first[0] === last[0] && first[1] === last[1];
};

/** Whether the path (open) or ring (closed) crosses itself. */
export function selfIntersects(vertices: readonly Position[], closed: boolean): boolean {
  if (vertices.length < (closed ? 3 : 4)) return false;
  const coordinates = closed ? closeRing(vertices) : [...vertices];
  const feature = closed
    ? { type: 'Polygon' as const, coordinates: [coordinates] }
    : { type: 'LineString' as const, coordinates };
  return kinks(feature).features.length > 0;
}

/** Acres of a ring (turf, spherical: within about 0.3% of the stored figure, for a preview). */
export function ringAcres(vertices: readonly Position[]): number {
  if (vertices.length < 3) return 0;
  return area({ type: 'Polygon', coordinates: [closeRing(vertices)] }) * ACRES_PER_SQUARE_METRE;
}

/** One more corner, refused when it would make the outline cross itself or pass the bound. */
export function addVertex(vertices: readonly Position[], next: Position): Step {
  if (vertices.length >= MAX_VERTICES) return { ok: false, message: drawMessages.tooMany };
  const last = vertices[vertices.length - 1];
  if (last && last[0] === next[0] && last[1] === next[1]) return { ok: false, message: drawMessages.same };
  const grown = [...vertices, next];
  if (selfIntersects(grown, false)) return { ok: false, message: drawMessages.crosses };
  return { ok: true, vertices: grown };
}

/** The drawing closed into a ring, refused when too small or when the closing edge crosses it. */
export function finishRing(
  vertices: readonly Position[],
): { ok: true; ring: Position[] } | { ok: false; message: string } {
  if (vertices.length < 3) return { ok: false, message: drawMessages.tooFew };
  if (selfIntersects(vertices, true)) return { ok: false, message: drawMessages.crosses };
  return { ok: true, ring: closeRing(vertices) };
}

/** The last corner taken back. */
export const undoVertex = (vertices: readonly Position[]): Position[] => vertices.slice(0, -1);

/**
 * The point snapped to the nearest CLU edge within `tolerance` (so a drawn field shares its
 * neighbour's line instead of leaving a sliver), or the point itself. Corners win over edges
 * within the tolerance, so a click near a corner lands on it. Distances are measured with
 * longitude scaled by `lngScale` (the cosine of the latitude), so the tolerance, in degrees of
 * latitude, reaches as far east-west as north-south: as far on screen in every direction.
 */
export function snapToEdges(
  point: Position,
  rings: readonly (readonly Position[])[],
  tolerance: number,
  lngScale = 1,
): Position {
  const away = (a: Position, b: Position) => Math.hypot((a[0] - b[0]) * lngScale, a[1] - b[1]);
  let best: Position = point;
  let bestDistance = tolerance;
  let bestIsCorner = false;
  for (const ring of rings) {
    for (let at = 0; at + 1 < ring.length; at++) {
      const a = ring[at] as Position;
      const b = ring[at + 1] as Position;
      const corner = away(a, point);
      if (corner <= tolerance && (!bestIsCorner || corner < bestDistance)) {
        best = [a[0], a[1]];
        bestDistance = corner;
        bestIsCorner = true;
        continue;
      }
      if (bestIsCorner) continue;
      const [dx, dy] = [(b[0] - a[0]) * lngScale, b[1] - a[1]];
      const length = dx * dx + dy * dy;
      if (length === 0) continue;
      const t = Math.max(
        0,
        Math.min(1, ((point[0] - a[0]) * lngScale * dx + (point[1] - a[1]) * dy) / length),
      );
      const projected: Position = [a[0] + t * (b[0] - a[0]), a[1] + t * dy];
      const distance = away(projected, point);
      if (distance < bestDistance) {
        best = projected;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** Even-odd rule: whether a point lies inside a polygon's rings (holes included). */
export function insidePolygon(point: Position, rings: readonly (readonly Position[])[]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let at = 0, previous = ring.length - 1; at < ring.length; previous = at++) {
      const [x1, y1] = ring[at] as Position;
      const [x0, y0] = ring[previous] as Position;
      if (y1 > point[1] !== y0 > point[1] && point[0] < ((x0 - x1) * (point[1] - y1)) / (y0 - y1) + x1)
        inside = !inside;
    }
  }
  return inside;
}
