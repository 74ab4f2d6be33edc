import { describe, expect, it } from 'vitest';
import { feetBetween, formatLength, pathFeet } from './measure';
import type { Position } from './polygonRules';

describe('measuring while drawing', () => {
  it('measures a side in feet: a minute of latitude is a nautical mile, 6,076 ft', () => {
    expect(feetBetween([-97.7, 37.7], [-97.7, 37.7 + 1 / 60])).toBeCloseTo(6076, -1);
  });

  it('measures the way round, the closing side only when asked', () => {
    const square: Position[] = [
      [0, 0],
      [0, 1 / 60],
      [1 / 60, 1 / 60],
      [1 / 60, 0],
    ];
    const side = feetBetween([0, 0], [0, 1 / 60]);
    expect(pathFeet(square)).toBeCloseTo(3 * side, 0);
    expect(pathFeet(square, true)).toBeCloseTo(4 * side, 0);
    expect(pathFeet(square.slice(0, 1))).toBe(0);
  });

  it('says feet for short lengths and miles past a quarter mile', () => {
    expect(formatLength(1319.6)).toBe('1,320 ft');
    expect(formatLength(5280 * 0.52)).toBe('0.52 mi');
  });
});
