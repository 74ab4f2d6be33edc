import { describe, expect, it } from 'vitest';
import { demoRegion } from './region';

// Shoelace area in squared degrees: positive for counter-clockwise rings.
const signedArea = (ring: [number, number][]) =>
  ring.slice(1).reduce((sum, [x, y], index) => {
    const [px, py] = ring[index] as [number, number];
    return sum + (px * y - x * py);
  }, 0) / 2;

describe('demo region', () => {
  const fields = [...demoRegion(3000)];

  it('yields exactly the count asked for, with unique keys', () => {
    expect(fields).toHaveLength(3000);
    expect(new Set(fields.map((field) => field.key)).size).toBe(3000);
  });

  it('draws the same region every time', () => {
    expect(JSON.stringify([...demoRegion(3000)])).toBe(JSON.stringify(fields));
  });

  it('closes every ring and orders outer rings counter-clockwise', () => {
    for (const { polygon } of fields) {
      const outer = polygon[0] ?? [];
      expect(outer[0]).toEqual(outer.at(-1));
      expect(signedArea(outer)).toBeGreaterThan(0);
    }
  });

  it('has the variety of real farmland: pivots, farmsteads and creek fields', () => {
    const vertexCounts = fields.map((field) => field.polygon[0]?.length ?? 0);
    expect(vertexCounts.filter((count) => count === 65).length).toBeGreaterThan(50); // pivot circles
    expect(vertexCounts.filter((count) => count === 7).length).toBeGreaterThan(5); // farmstead L-shapes
    expect(vertexCounts.filter((count) => count > 10 && count !== 65 && count !== 19).length).toBeGreaterThan(
      20,
    ); // creek banks
  });

  it('stays in south-central Kansas', () => {
    for (const { polygon } of fields.slice(0, 200)) {
      for (const [lng, lat] of polygon[0] ?? []) {
        expect(lat).toBeGreaterThan(37.6);
        expect(lat).toBeLessThan(39);
        expect(lng).toBeGreaterThan(-98.1);
        expect(lng).toBeLessThan(-96.5);
      }
    }
  });
});
