import { describe, expect, it } from 'vitest';
import { node, nodeOf, nodesAround } from './grid';

describe('node grid', () => {
  it('puts a point in the cell whose box holds it', () => {
    for (const [lat, lng] of [
      [38.04321, -97.51234],
      [36, -95],
      [-33.9, 151.2],
      [0.05, -0.05],
    ] as const) {
      const [west, south, east, north] = node(nodeOf(lat, lng)).bbox;
      expect(lat).toBeGreaterThanOrEqual(south);
      expect(lat).toBeLessThan(north);
      expect(lng).toBeGreaterThanOrEqual(west);
      expect(lng).toBeLessThan(east);
    }
  });

  it('gives neighbouring cells neighbouring ids and a centre inside the box', () => {
    const here = nodeOf(38.05, -97.55);
    expect(nodeOf(38.05, -97.45)).toBe(here + 1);
    expect(nodeOf(38.15, -97.55)).toBe(here + 3600);
    expect(node(here).center).toEqual({ lat: 38.05, lng: -97.55 });
  });

  it('lists the nine nodes around a point, its own first', () => {
    const around = nodesAround(38.05, -97.55);
    expect(around).toHaveLength(9);
    expect(around[0]).toBe(nodeOf(38.05, -97.55));
    expect(new Set(around).size).toBe(9);
  });
});
