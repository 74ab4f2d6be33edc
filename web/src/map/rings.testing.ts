// For tests: rings encoded as the api writes them (api/src/clu/polyline.ts): polyline at 1e-6°,
// open, lat then lng, each point after the first as a delta.
export function encodeRing(ring: [number, number][]): string {
  let text = '';
  let previous = [0, 0];
  for (const [lng, lat] of ring) {
    const point = [Math.round(lat * 1e6), Math.round(lng * 1e6)];
    for (const [axis, value] of point.entries()) {
      let rest = (value - (previous[axis] ?? 0)) * 2;
      if (rest < 0) rest = -rest - 1;
      while (rest >= 0x20) {
        text += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
        rest >>= 5;
      }
      text += String.fromCharCode(rest + 63);
    }
    previous = point;
  }
  return text;
}

/** A quarter section's square (0.008945° × 0.007093°) with its south-west corner at west, south. */
export const square = (west: number, south = 37.700135): [number, number][] => [
  [west, south],
  [west + 0.008945, south],
  [west + 0.008945, south + 0.007093],
  [west, south + 0.007093],
];

/** One field of a batch, as the gateway sends it, with the given rings. */
export const wireField = (uuid: string, ...rings: [number, number][][]) => ({
  u: uuid,
  a: 154.2,
  c: false,
  m: false,
  b: false,
  o: null,
  p: rings.map((ring) => [encodeRing(ring)]),
});
