import { describe, expect, it } from 'vitest';
import { cornerLabel, nodeGrid } from './nodeGrid';

// Node ids are row × 3600 + column of 0.1° cells: 4601621 is the cell 37.8–37.9°N, 97.9–97.8°W.
const around = (ids: number[]) => ids.map((id) => ({ id, fieldCount: id % 1000 }));

describe('the node grid', () => {
  it('lays the nodes out as on the ground, north at the top and west on the left', () => {
    const nodes = around([4601621, 4598021, 4601620, 4601622, 4605221, 4598020, 4598022, 4605220, 4605222]);
    const grid = nodeGrid(nodes, { lat: 37.84, lng: -97.86 });
    expect(grid.map((row) => row.map((cell) => cell.node?.id))).toEqual([
      [4605220, 4605221, 4605222],
      [4601620, 4601621, 4601622],
      [4598020, 4598021, 4598022],
    ]);
    expect(
      grid
        .flat()
        .filter((cell) => cell.holdsPoint)
        .map((cell) => cell.node?.id),
    ).toEqual([4601621]);
    expect(cornerLabel(grid[1]?.[1] ?? { south: 0, west: 0 })).toBe('37.8°N 97.9°W');
  });

  it('leaves a gap where a cell holds no fields', () => {
    const grid = nodeGrid(around([4601620, 4601622]), { lat: 37.84, lng: -97.86 });
    expect(grid).toHaveLength(1);
    expect(grid[0]?.map((cell) => cell.node?.id ?? null)).toEqual([4601620, null, 4601622]);
    expect(grid[0]?.[1]?.holdsPoint).toBe(true);
  });
});
