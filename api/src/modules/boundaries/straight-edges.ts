import type { MultiPolygonCoordinates, Position, Ring } from './boundary';

// The corners a merge leaves on what is again one straight edge: where a split's line met the
// edge, or where two fields' outlines met side by side. Pure: no database.
//
// A boundary is kept at 1e-7° (about 1 cm), so a cut point on a slanted edge sits up to about
// 0.7e-7° off it, and the edge through its rounded neighbours is as far off again: a corner that
// bends the edge by less than STRAIGHT_TOLERANCE (about 2 cm, the reach of an RTK receiver) is
// no corner. Douglas-Peucker with that tolerance, over each ring as a loop: PostGIS's
// ST_SimplifyPreserveTopology (GEOS 3.11, Debian's) never drops a ring's first point, and a
// union can start a ring at a leftover cut point.

/** In degrees of latitude, longitude scaled by the cosine of the latitude: about 2.2 cm. */
export const STRAIGHT_TOLERANCE = 2e-7;

type Point = { x: number; y: number };

const apart = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

/** Distance from p to the segment a–b, in the ring's local plane. */
function offset(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Marks the corners of points[from..to] that stand more than the tolerance off the straight run. */
function keepCorners(points: Point[], from: number, to: number, keep: boolean[]) {
  // A stack, not recursion: a traced boundary has tens of thousands of corners.
  const runs: [number, number][] = [[from, to]];
  while (runs.length > 0) {
    const [start, end] = runs.pop() as [number, number];
    let farthest = -1;
    let distance = STRAIGHT_TOLERANCE;
    for (let at = start + 1; at < end; at++) {
      const d = offset(points[at] as Point, points[start] as Point, points[end] as Point);
      if (d > distance) [farthest, distance] = [at, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = true;
    runs.push([start, farthest], [farthest, end]);
  }
}

/**
 * A closed ring without its corners on straight edges. Its two corners farthest apart are kept
 * (they are true corners of any ring), and the runs between them are simplified; the ring is
 * returned as it came if fewer than three corners would be left.
 */
export function straightenRing(ring: Ring): Ring {
  const open = ring.slice(0, -1);
  if (open.length <= 3) return ring;
  const scale = Math.cos(((open[0]?.[1] ?? 0) * Math.PI) / 180);
  const points = open.map(([lng, lat]) => ({ x: lng * scale, y: lat }));
  const farthestFrom = (from: Point) => {
    let best = 0;
    for (let at = 1; at < points.length; at++) {
      if (apart(points[at] as Point, from) > apart(points[best] as Point, from)) best = at;
    }
    return best;
  };
  const a = farthestFrom(points[0] as Point);
  const b = farthestFrom(points[a] as Point);
  // The loop turned so that it starts at a: then a–b and b–(a again) are two plain runs.
  const loop = [...points.slice(a), ...points.slice(0, a), points[a] as Point];
  const bAt = (b - a + points.length) % points.length;
  if (bAt === 0) return ring;
  const keep = loop.map((_, at) => at === 0 || at === bAt || at === loop.length - 1);
  keepCorners(loop, 0, bAt, keep);
  keepCorners(loop, bAt, loop.length - 1, keep);
  // Back in the ring's own order, from its first corner kept.
  const kept = open.filter((_, at) => keep[(at - a + open.length) % open.length]);
  if (kept.length < 3) return ring;
  return [...kept, kept[0] as Position];
}

/** Every ring of a MultiPolygon without its corners on straight edges. */
export const straighten = (coordinates: MultiPolygonCoordinates): MultiPolygonCoordinates =>
  coordinates.map((polygon) => polygon.map(straightenRing));
