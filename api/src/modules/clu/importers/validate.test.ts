import { describe, expect, it } from 'vitest';
import { checkGeometry } from './validate';

describe('checking an imported boundary', () => {
  it('closes a ring left open', () => {
    const checked = checkGeometry({
      type: 'Polygon',
      coordinates: [
        [
          [-97.5, 38],
          [-97.49, 38],
          [-97.49, 38.01],
        ],
      ],
    });
    expect(checked).toEqual({
      ok: true,
      polygons: [
        [
          [
            [-97.5, 38],
            [-97.49, 38],
            [-97.49, 38.01],
            [-97.5, 38],
          ],
        ],
      ],
    });
  });

  it('refuses what is not a field boundary, with a reason a person can act on', () => {
    expect(checkGeometry(null)).toEqual({ ok: false, reason: 'no geometry' });
    expect(checkGeometry({ type: 'Point', coordinates: [0, 0] })).toMatchObject({
      ok: false,
      reason: /not a field boundary/,
    });
    expect(
      checkGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      }),
    ).toMatchObject({ ok: false, reason: /fewer than 3/ });
    expect(
      checkGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [500000, 4200000],
            [500800, 4200000],
            [500800, 4200800],
            [500000, 4200000],
          ],
        ],
      }),
    ).toMatchObject({ ok: false, reason: /outside longitude\/latitude/ });
  });
});
