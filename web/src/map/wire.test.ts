import { describe, expect, it } from 'vitest';
import { decodeRingInto, ringVertexCount } from './wire';

// A quarter section as the api encodes it (contract/src/polyline.ts; tests/wire-roundtrip.test.ts
// checks the two sides against each other on many rings).
const quarter: [number, number][] = [
  [-97.992651, 37.700135],
  [-97.983706, 37.700135],
  [-97.983706, 37.707228],
  [-97.992651, 37.707228],
];
const encodedQuarter = 'ma`|fAt{~{yD?anPizL??`nP';

describe('wire decoding', () => {
  it('counts the vertices of a ring, closing one included', () => {
    expect(ringVertexCount(encodedQuarter)).toBe(5);
  });

  it('decodes into a typed array at an offset, closing the ring, to 1e-6°', () => {
    const text = encodedQuarter;
    const target = new Float64Array(2 * (3 + ringVertexCount(text)));
    const end = decodeRingInto(text, target, 3);
    expect(end).toBe(8);
    const vertices = Array.from({ length: 5 }, (_, index) => [
      target[(3 + index) * 2],
      target[(3 + index) * 2 + 1],
    ]);
    expect(vertices.slice(0, 4)).toEqual(quarter);
    expect(vertices[4]).toEqual(quarter[0]);
    expect(target[0]).toBe(0); // nothing written before the offset
  });
});
