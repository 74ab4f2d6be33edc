import type { Position } from './polygonRules';

// Pure edits of a boundary's corners (MultiPolygon coordinates), for editing a field's
// boundary: which corner is under the pointer, and the boundary with one moved. A ring's first
// and last points are one corner: moving it moves both, so the ring stays closed.
export type Coordinates = Position[][][];
export type VertexRef = { polygon: number; ring: number; vertex: number };

/** The corner nearest `point` within `tolerance` (in the units `distance` measures), or null. */
export function vertexNear(
  coordinates: Coordinates,
  point: Position,
  tolerance: number,
  distance: (a: Position, b: Position) => number = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]),
): VertexRef | null {
  let best: VertexRef | null = null;
  let bestDistance = tolerance;
  for (const [polygonAt, polygon] of coordinates.entries()) {
    for (const [ringAt, ring] of polygon.entries()) {
      // The closing point repeats the first; skip it.
      for (let vertex = 0; vertex < ring.length - 1; vertex++) {
        const away = distance(ring[vertex] as Position, point);
        if (away <= bestDistance) {
          best = { polygon: polygonAt, ring: ringAt, vertex };
          bestDistance = away;
        }
      }
    }
  }
  return best;
}

/** The boundary with one corner moved to `to`; a new object, the old one untouched. */
export function moveVertex(coordinates: Coordinates, ref: VertexRef, to: Position): Coordinates {
  return coordinates.map((polygon, polygonAt) =>
    polygonAt !== ref.polygon
      ? polygon
      : polygon.map((ring, ringAt) => {
          if (ringAt !== ref.ring) return ring;
          const last = ring.length - 1;
          return ring.map((corner, at) =>
            at === ref.vertex || (ref.vertex === 0 && at === last) ? ([to[0], to[1]] as Position) : corner,
          );
        }),
  );
}

/** Every corner of the boundary once (closing points left out), for drawing handles. */
export const corners = (coordinates: Coordinates): Position[] =>
  coordinates.flatMap((polygon) => polygon.flatMap((ring) => ring.slice(0, -1)));
