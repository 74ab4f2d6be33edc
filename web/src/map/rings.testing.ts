import { encodeLine, WIRE_SCALE } from '@field-boundaries/contract/polyline';
import type { CompactField } from '@field-boundaries/contract/wire';

// For tests: rings encoded as the api writes them (contract/src/polyline.ts): polyline at 1e-6°,
// open (the closing vertex implied).
export const encodeRing = (ring: [number, number][]): string => encodeLine(ring, WIRE_SCALE);

/** A quarter section's square (0.008945° × 0.007093°) with its south-west corner at west, south. */
export const square = (west: number, south = 37.700135): [number, number][] => [
  [west, south],
  [west + 0.008945, south],
  [west + 0.008945, south + 0.007093],
  [west, south + 0.007093],
];

/** One field of a batch, as the gateway sends it, with the given rings. */
export const wireField = (uuid: string, ...rings: [number, number][][]): CompactField => ({
  u: uuid,
  a: 154.2,
  c: false,
  m: false,
  b: false,
  o: null,
  p: rings.map((ring) => [encodeRing(ring)]),
});
