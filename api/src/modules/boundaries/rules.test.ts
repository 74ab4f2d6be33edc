import { describe, expect, it } from 'vitest';
import { checkBoundaryShape } from './rules';

// What a boundary may be, whichever way it comes in (drawn, imported, sent to the api).

describe('boundary rules', () => {
  it('refuses text, numbers as strings, too many corners and out-of-range coordinates', () => {
    expect(checkBoundaryShape('POLYGON((0 0,1 0,1 1,0 0))')).toMatchObject({ ok: false });
    expect(
      checkBoundaryShape({
        type: 'Polygon',
        coordinates: [
          [
            ['a', 'b'],
            [1, 2],
            [3, 4],
            ['a', 'b'],
          ],
        ],
      }),
    ).toMatchObject({
      ok: false,
      reason: 'a coordinate is not a number',
    });
    const many = Array.from({ length: 10_050 }, (_, index) => {
      const angle = (index / 10_050) * 2 * Math.PI;
      return [-97.3 + 0.01 * Math.cos(angle), 38.1 + 0.01 * Math.sin(angle)];
    });
    const ring = [...many, many[0]];
    expect(checkBoundaryShape({ type: 'Polygon', coordinates: [ring] })).toMatchObject({
      ok: false,
      reason: 'A boundary may have at most 10,000 corners.',
    });
    // West of -180°: no longitude.
    const west = [-200, 38];
    expect(
      checkBoundaryShape({ type: 'Polygon', coordinates: [[west, [-199.99, 38], [-199.99, 38.01], west]] }),
    ).toMatchObject({ ok: false });
  });
});
