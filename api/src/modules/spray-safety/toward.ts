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
 * widened by the margin. Calm air (null) has no direction: it may carry either way, so it counts.
 */
export function blowsToward(
  center: { lat: number; lng: number },
  other: Shape,
  fromDeg: number | null,
): boolean {
  if (fromDeg === null) return true;
  const there = points(other);
  if (there.length === 0) return false;
  const bearings = there.map((b) => bearing([center.lng, center.lat], b));
  const arc = arcOf(bearings);
  const toward = (fromDeg + 180) % 360;
  const offset = (((toward - arc.from) % 360) + 360) % 360;
  // Inside the arc, or within the margin past either of its ends.
  return offset <= arc.width + TOWARD_MARGIN_DEG || 360 - offset <= TOWARD_MARGIN_DEG;
}
