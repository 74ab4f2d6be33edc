import { describe, expect, it } from 'vitest';
import { demoRegion } from '../api/src/clu/generator/region';
import { encodeRing } from '../api/src/clu/polyline';
import { decodeRingInto, ringVertexCount } from '../web/src/map/wire';

// The api encodes CLU rings and the browser decodes them: both sides, on real demo shapes.
describe('CLU wire format, api to browser', () => {
  it('gives back every ring of the demo region to within 1e-6° (about 0.1 m)', () => {
    let rings = 0;
    for (const field of demoRegion(2000)) {
      for (const ring of field.polygon) {
        const text = encodeRing(ring);
        const count = ringVertexCount(text);
        expect(count).toBe(ring.length);
        const decoded = new Float64Array(count * 2);
        expect(decodeRingInto(text, decoded, 0)).toBe(count);
        ring.forEach(([lng, lat], index) => {
          expect(Math.abs((decoded[index * 2] as number) - lng)).toBeLessThan(5.1e-7);
          expect(Math.abs((decoded[index * 2 + 1] as number) - lat)).toBeLessThan(5.1e-7);
        });
        rings++;
      }
    }
    expect(rings).toBeGreaterThanOrEqual(2000);
  });
});
