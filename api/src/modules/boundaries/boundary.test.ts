import { describe, expect, it } from 'vitest';
import { boundaryMessages, checkBoundary, type Ring } from './boundary';

// A square of about 40 acres near Hutchinson, Kansas, and shapes that break each rule.
const square: Ring = [
  [-97.9, 38.0],
  [-97.8973, 38.0],
  [-97.8973, 38.0021],
  [-97.9, 38.0021],
  [-97.9, 38.0],
];

const refusal = (mpoly: unknown) => {
  const checked = checkBoundary(mpoly);
  return checked.ok ? null : checked.message;
};

describe('checkBoundary', () => {
  it('takes one closed ring (spec 3) as a MultiPolygon of one polygon', () => {
    expect(checkBoundary(square)).toEqual({ ok: true, coordinates: [[square]] });
  });

  it('takes MultiPolygon coordinates as they are', () => {
    expect(checkBoundary([[square]])).toEqual({ ok: true, coordinates: [[square]] });
  });

  it('leaves crossings to PostGIS, but calls a bow-tie whose halves cancel a crossing, not a flat ring', () => {
    // Both halves of this bow-tie cancel to a signed area of zero: it must not read as "no area".
    const bowTie: Ring = [
      [-97.9, 38.0],
      [-97.89, 38.01],
      [-97.89, 38.0],
      [-97.9, 38.01],
      [-97.9, 38.0],
    ];
    expect(checkBoundary(bowTie)).toEqual({ ok: true, coordinates: [[bowTie]] });
  });

  it('drops a point that repeats the one before it: a repeat is neither a corner nor a crossing', () => {
    const [a, b, c, d] = square as [Ring[number], Ring[number], Ring[number], Ring[number]];
    expect(checkBoundary([a, b, b, c, d, d, a])).toEqual({ ok: true, coordinates: [[square]] });
  });

  it('counts rings and corners before looking at them', () => {
    const many = Array.from({ length: 501 }, () => [square]);
    expect(refusal(many)).toBe(boundaryMessages.tooManyRings);
    // Past the corner bound, even a ring of text is refused for its size, not its shape.
    expect(refusal(Array.from({ length: 10_001 }, () => [1e9, 1e9]))).toBe(boundaryMessages.tooManyVertices);
  });

  it('refuses an unclosed ring, repeated points, a flat ring', () => {
    expect(refusal(square.slice(0, 4))).toBe(boundaryMessages.unclosed);
    expect(refusal([square[0], square[0], square[0], square[0]])).toBe(boundaryMessages.tooFewPoints);
    const flat: Ring = [
      [-97.9, 38.0],
      [-97.89, 38.0],
      [-97.88, 38.0],
      [-97.9, 38.0],
    ];
    expect(refusal(flat)).toBe(boundaryMessages.zeroArea);
  });

  it('refuses more than 10,000 corners, coordinates out of range, and outside the US', () => {
    const many: Ring = Array.from({ length: 10_001 }, (_, at) => {
      const angle = (2 * Math.PI * at) / 10_000;
      return [-97.9 + 0.01 * Math.cos(angle), 38 + 0.01 * Math.sin(angle)];
    });
    expect(refusal(many)).toBe(boundaryMessages.tooManyVertices);
    expect(refusal(square.map(([lng, lat]) => [lat, lng * 3]))).toBe(boundaryMessages.outOfRange);
    expect(refusal(square.map(([lng, lat]) => [lng + 100, lat]))).toBe(boundaryMessages.outsideUs);
  });

  it('refuses what is not a list of number pairs', () => {
    expect(refusal('POLYGON((-97.9 38, -97.89 38, -97.89 38.01, -97.9 38))')).toBe(boundaryMessages.shape);
    expect(refusal(square.map(([lng, lat]) => [String(lng), String(lat)]))).toBe(boundaryMessages.shape);
    expect(refusal([])).toBe(boundaryMessages.shape);
  });
});
