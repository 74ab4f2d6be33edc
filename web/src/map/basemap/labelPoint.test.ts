import { describe, expect, it } from 'vitest';
import { labelPoint, ringArea } from './labelPoint';

describe('label points', () => {
  it('puts a square name at its middle', () => {
    const [x, y] = labelPoint([
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
        [0, 0],
      ],
    ]);
    expect(x).toBeCloseTo(1, 1);
    expect(y).toBeCloseTo(1, 1);
  });

  it('keeps the name inside an L, where the centroid falls outside', () => {
    // An L of a 4 × 1 foot and a 1 × 4 post; its centroid (1.36, 1.36) lies in the notch.
    const [x, y] = labelPoint([
      [
        [0, 0],
        [4, 0],
        [4, 1],
        [1, 1],
        [1, 4],
        [0, 4],
        [0, 0],
      ],
    ]);
    expect(x < 1 || y < 1).toBe(true);
    expect(x >= 0 && x <= 4 && y >= 0 && y <= 4).toBe(true);
  });

  it('keeps the name out of a hole', () => {
    const [x, y] = labelPoint([
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
      [
        [3, 3],
        [7, 3],
        [7, 7],
        [3, 7],
        [3, 3],
      ],
    ]);
    expect(x > 3 && x < 7 && y > 3 && y < 7).toBe(false);
  });

  it('measures ring areas either way round', () => {
    const square = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ];
    expect(ringArea(square)).toBe(4);
    expect(ringArea([...square].reverse())).toBe(4);
  });
});
