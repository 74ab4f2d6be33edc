// Whether the wind blows toward what is adjacent to a field: the label's words for Enlist's
// susceptible crops and dicamba's sensitive plants and residential areas ("if the wind is blowing
// toward adjacent sensitive plants or residential areas, STOP", Stryax label, Downwind
// Requirements, p. 12). The drift zone alone misses what lies beside the field just outside the
// zone's reach. Pure: two shapes and a wind come in.

/** What is adjacent for this judgement: within this distance of the field's edge (the lane between). */
export const ADJACENT_TOWARD_METRES = 60;
/** A wind read to one of 16 compass points is known to half a point either side; one point is kept. */
export const TOWARD_MARGIN_DEG = 22.5;

type Ring = readonly (readonly number[])[];
type Shape = { type: 'MultiPolygon'; coordinates: readonly (readonly Ring[])[] };

const RAD = Math.PI / 180;

/** The initial bearing from a to b, degrees clockwise from north ([lng, lat] points). */
export function bearing(a: readonly number[], b: readonly number[]): number {
  const [lng1, lat1] = [(a[0] as number) * RAD, (a[1] as number) * RAD];
  const [lng2, lat2] = [(b[0] as number) * RAD, (b[1] as number) * RAD];
  const y = Math.sin(lng2 - lng1) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(lng2 - lng1);
  return (((Math.atan2(y, x) / RAD) % 360) + 360) % 360;
}

const points = (shape: Shape) => shape.coordinates.flatMap((polygon) => polygon[0] ?? []);

/** The smallest arc (from, width) holding every bearing. */
function arcOf(bearings: number[]): { from: number; width: number } {
  const sorted = [...bearings].sort((a, b) => a - b);
  let gap = -1;
  let after = 0;
  sorted.forEach((value, index) => {
    const next = index === sorted.length - 1 ? (sorted[0] as number) + 360 : (sorted[index + 1] as number);
    if (next - value > gap) {
      gap = next - value;
      after = index === sorted.length - 1 ? 0 : index + 1;
    }
  });
  return { from: sorted[after] as number, width: 360 - gap };
}

/**
 * Whether a wind blowing from `fromDeg` blows from the field toward the other shape: the
 * downwind direction falls within the bearings from the field's centre to the other's corners,
 * widened by the margin, or (given the field's shape) air leaving any part of the field's edge
 * reaches it within the adjacency distance (`blowsTowardFromEdge`). Calm air (null) has no
 * direction: it may carry either way, so it counts.
 */
export function blowsToward(
  center: { lat: number; lng: number },
  other: Shape,
  fromDeg: number | null,
  field?: Shape,
): boolean {
  if (fromDeg === null) return true;
  if (field && blowsTowardFromEdge(field, other, center, fromDeg)) return true;
  const there = points(other);
  if (there.length === 0) return false;
  const bearings = there.map((b) => bearing([center.lng, center.lat], b));
  const arc = arcOf(bearings);
  const toward = (fromDeg + 180) % 360;
  const offset = (((toward - arc.from) % 360) + 360) % 360;
  // Inside the arc, or within the margin past either of its ends.
  return offset <= arc.width + TOWARD_MARGIN_DEG || 360 - offset <= TOWARD_MARGIN_DEG;
}

/** How far air travels past the edge it leaves before a shape it meets counts as reached. */
const LEAVES_METRES = 1;
/** How finely the field's edge is walked for the rays below. */
const EDGE_STEP_METRES = 10;

/** Local metres around a place (equirectangular: exact enough across a field and its lane). */
function metresAround(center: { lat: number; lng: number }) {
  const perLat = 110_540;
  const perLng = 111_320 * Math.cos(center.lat * RAD);
  return (point: readonly number[]): [number, number] => [
    ((point[0] as number) - center.lng) * perLng,
    ((point[1] as number) - center.lat) * perLat,
  ];
}

const cross = (ax: number, ay: number, bx: number, by: number) => ax * by - ay * bx;

/** Whether segments p–p2 and q–q2 meet. */
function meets(p: [number, number], p2: [number, number], q: [number, number], q2: [number, number]) {
  const r = [p2[0] - p[0], p2[1] - p[1]] as const;
  const s = [q2[0] - q[0], q2[1] - q[1]] as const;
  const denominator = cross(r[0], r[1], s[0], s[1]);
  const qp = [q[0] - p[0], q[1] - p[1]] as const;
  if (denominator === 0) return false;
  const t = cross(qp[0], qp[1], s[0], s[1]) / denominator;
  const u = cross(qp[0], qp[1], r[0], r[1]) / denominator;
  return t > 0 && t <= 1 && u >= 0 && u <= 1;
}

/**
 * Whether air leaving the field anywhere along its edge, blowing the way the wind reads (the
 * centre's arc above keeps the compass point's margin), crosses onto the other shape within the
 * adjacency distance: the wind blows
 * toward what lies beside any part of the field, not only toward what the field's centre faces.
 * A strip's east end may have grapes straight downwind that its centre sees far off to the side.
 */
export function blowsTowardFromEdge(
  field: Shape,
  other: Shape,
  center: { lat: number; lng: number },
  fromDeg: number,
) {
  const local = metresAround(center);
  const theirs = other.coordinates.flatMap((polygon) =>
    polygon.flatMap((ring) =>
      ring.slice(1).map((point, index) => [local(ring[index] as number[]), local(point)] as const),
    ),
  );
  if (theirs.length === 0) return false;
  const xs = theirs.flatMap(([a, b]) => [a[0], b[0]]);
  const ys = theirs.flatMap(([a, b]) => [a[1], b[1]]);
  const reach = ADJACENT_TOWARD_METRES;
  const near = ([x, y]: [number, number]) =>
    x >= Math.min(...xs) - reach &&
    x <= Math.max(...xs) + reach &&
    y >= Math.min(...ys) - reach &&
    y <= Math.max(...ys) + reach;
  const starts: [number, number][] = [];
  for (const polygon of field.coordinates)
    for (const ring of polygon.slice(0, 1))
      ring.slice(1).forEach((point, index) => {
        const a = local(ring[index] as number[]);
        const b = local(point);
        const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / EDGE_STEP_METRES));
        for (let step = 0; step <= steps; step++) {
          const at: [number, number] = [
            a[0] + ((b[0] - a[0]) * step) / steps,
            a[1] + ((b[1] - a[1]) * step) / steps,
          ];
          if (near(at)) starts.push(at);
        }
      });
  const heading = ((fromDeg + 180) % 360) * RAD;
  const step: [number, number] = [Math.sin(heading) * reach, Math.cos(heading) * reach];
  return starts.some((start) => {
    // The air must cross onto the other shape past the edge it leaves from: a field that shares
    // an edge with its neighbour does not blow toward it along or away from that edge.
    const from: [number, number] = [
      start[0] + (step[0] * LEAVES_METRES) / reach,
      start[1] + (step[1] * LEAVES_METRES) / reach,
    ];
    const end: [number, number] = [start[0] + step[0], start[1] + step[1]];
    return theirs.some(([a, b]) => meets(from, end, a, b));
  });
}
