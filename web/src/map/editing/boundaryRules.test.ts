import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import { describe, expect, it } from 'vitest';
import {
  boundaryAcres,
  boundaryProblem,
  cornerCount,
  editMessages,
  holeCount,
  outlineCorners,
  removeHoleAt,
} from './boundaryRules';
import { MAX_VERTICES, type Position } from './polygonRules';
import type { Coordinates } from './vertexEdits';

const ring = (west: number, south: number, east: number, north: number): Position[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];
const field: Coordinates = [[ring(0, 0, 0.01, 0.01)]];
const withHole: Coordinates = [[ring(0, 0, 0.01, 0.01), ring(0.004, 0.004, 0.006, 0.006)]];

describe('a boundary being edited', () => {
  it('keeps a plain field and a field with a hole inside it', () => {
    expect(boundaryProblem(field)).toBeNull();
    expect(boundaryProblem(withHole)).toBeNull();
  });

  it('refuses an outline that crosses itself (a bow tie)', () => {
    const bowTie: Coordinates = [
      [
        [
          [0, 0],
          [0.01, 0.01],
          [0.01, 0],
          [0, 0.01],
          [0, 0],
        ],
      ],
    ];
    expect(boundaryProblem(bowTie)).toBe(editMessages.crosses);
  });

  it('refuses a hole that crosses the outline, or lies outside it', () => {
    expect(boundaryProblem([[ring(0, 0, 0.01, 0.01), ring(0.008, 0.004, 0.012, 0.006)]])).toBe(
      editMessages.crosses,
    );
    expect(boundaryProblem([[ring(0, 0, 0.01, 0.01), ring(0.02, 0.02, 0.03, 0.03)]])).toBe(
      editMessages.holeOutside,
    );
  });

  it('refuses an outline or a hole with fewer than three corners, and an unclosed ring', () => {
    const triangle = ring(0, 0, 0.01, 0.01).slice(0, 3);
    expect(boundaryProblem([[[...triangle, triangle[0] as Position].slice(1)]])).toBe(editMessages.tooFew);
    expect(boundaryProblem([[ring(0, 0, 0.01, 0.01).slice(0, 4)]])).toBe(editMessages.tooFew);
    const hole = ring(0.004, 0.004, 0.006, 0.006);
    expect(boundaryProblem([[ring(0, 0, 0.01, 0.01), [hole[0], hole[1], hole[0]] as Position[]]])).toBe(
      editMessages.holeTooFew,
    );
  });

  it('refuses more corners than the api takes', () => {
    const many: Position[] = Array.from({ length: MAX_VERTICES + 1 }, (_, at) => {
      const angle = (2 * Math.PI * at) / (MAX_VERTICES + 1);
      return [Math.cos(angle) * 0.01, Math.sin(angle) * 0.01];
    });
    const closed: Coordinates = [[[...many, many[0] as Position]]];
    expect(cornerCount(closed)).toBe(MAX_VERTICES + 1);
    expect(boundaryProblem(closed)).toBe(editMessages.tooMany);
  });

  it('removes the hole under the point, and nothing elsewhere', () => {
    expect(removeHoleAt(withHole, [0.005, 0.005])).toEqual(field);
    expect(removeHoleAt(withHole, [0.002, 0.002])).toBeNull();
    expect(holeCount(withHole)).toBe(1);
    expect(outlineCorners(withHole)).toBe(4);
    expect(cornerCount(withHole)).toBe(8);
  });

  it("measures acres with the hole's taken out", () => {
    const whole = boundaryAcres(field);
    const hole = boundaryAcres([[ring(0.004, 0.004, 0.006, 0.006)]]);
    expect(boundaryAcres(withHole)).toBeCloseTo(whole - hole, 6);
    // 0.01° squared at the equator is about 1.11 km by 1.11 km, some 305 acres.
    expect(whole).toBeGreaterThan(1_200_000 / SQUARE_METRES_PER_ACRE);
    expect(whole).toBeLessThan(1_260_000 / SQUARE_METRES_PER_ACRE);
  });
});
