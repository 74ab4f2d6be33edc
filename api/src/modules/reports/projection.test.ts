import { describe, expect, it } from 'vitest';
import { fitView, METRES_PER_DEGREE, project, ringsOf, scaleBarMetres, svgPath } from './projection';

// A square field of about 800 m at latitude 38 (south-central Kansas).
const square = JSON.stringify({
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [-97.9, 38],
        [-97.89, 38],
        [-97.89, 38.0072],
        [-97.9, 38.0072],
        [-97.9, 38],
      ],
    ],
  ],
});

describe('the printed map projection', () => {
  const rings = ringsOf(square);
  const view = fitView(rings, 500, 250, 100);

  it('keeps north up and the field centred in the box', () => {
    const [west, south] = project(view, [-97.9, 38]);
    const [east, north] = project(view, [-97.89, 38.0072]);
    expect(north).toBeLessThan(south);
    expect(east).toBeGreaterThan(west);
    expect((west + east) / 2).toBeCloseTo(250, 5);
    expect((north + south) / 2).toBeCloseTo(125, 5);
  });

  it('draws metres the same length east-west and north-south', () => {
    const [west] = project(view, [-97.9, 38]);
    const [east] = project(view, [-97.89, 38]);
    const [, south] = project(view, [-97.9, 38]);
    const [, north] = project(view, [-97.9, 38.0072]);
    const eastWestMetres = 0.01 * METRES_PER_DEGREE * Math.cos((38.0036 * Math.PI) / 180);
    const northSouthMetres = 0.0072 * METRES_PER_DEGREE;
    expect((east - west) / eastWestMetres).toBeCloseTo((south - north) / northSouthMetres, 6);
  });

  it('fits the field with its margin inside the box', () => {
    const [, south] = project(view, [-97.9, 38]);
    const [, north] = project(view, [-97.89, 38.0072]);
    expect(north).toBeGreaterThan(0);
    expect(south).toBeLessThan(250);
  });

  it('writes closed SVG paths and a round scale bar', () => {
    expect(svgPath(view, rings)).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){4}Z$/);
    expect([50, 100, 200, 250, 500, 1000]).toContain(scaleBarMetres(view, 120));
  });
});
