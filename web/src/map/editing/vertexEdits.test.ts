import { describe, expect, it } from 'vitest';
import type { Position } from './polygonRules';
import { corners, moveVertex, vertexNear } from './vertexEdits';

const ring: Position[] = [
  [0, 0],
  [2, 0],
  [2, 2],
  [0, 2],
  [0, 0],
];

describe('editing corners', () => {
  it('finds the corner under the pointer within the tolerance', () => {
    expect(vertexNear([[ring]], [2.05, 1.95], 0.1)).toEqual({ polygon: 0, ring: 0, vertex: 2 });
    expect(vertexNear([[ring]], [1, 1], 0.1)).toBeNull();
  });

  it('moves a corner, and moving the first moves the closing point too', () => {
    const moved = moveVertex([[ring]], { polygon: 0, ring: 0, vertex: 0 }, [-1, -1]);
    expect(moved[0]?.[0]?.[0]).toEqual([-1, -1]);
    expect(moved[0]?.[0]?.[4]).toEqual([-1, -1]);
    expect(ring[0]).toEqual([0, 0]);
  });

  it('lists each corner once', () => {
    expect(corners([[ring]])).toHaveLength(4);
  });
});
