import { describe, expect, it } from 'vitest';
import { blowsToward } from './toward';

// The wind toward what is adjacent (Stryax label, Downwind Requirements, p. 12; the Enlist
// labels' "wind blowing toward adjacent susceptible crops"), by direction, not by drift reach.
const center = { lat: 38.1, lng: -97.4 };
const M = 1 / 111_000;
/** A vineyard 30 m (98 ft) east of a 400 m field, 200 m deep. */
const grapes = {
  type: 'MultiPolygon' as const,
  coordinates: [
    [
      [
        [-97.4 + (230 * M) / Math.cos(38.1 * (Math.PI / 180)), 38.1 - 200 * M],
        [-97.4 + (430 * M) / Math.cos(38.1 * (Math.PI / 180)), 38.1 - 200 * M],
        [-97.4 + (430 * M) / Math.cos(38.1 * (Math.PI / 180)), 38.1 + 200 * M],
        [-97.4 + (230 * M) / Math.cos(38.1 * (Math.PI / 180)), 38.1 + 200 * M],
        [-97.4 + (230 * M) / Math.cos(38.1 * (Math.PI / 180)), 38.1 - 200 * M],
      ],
    ],
  ],
};

describe('whether the wind blows toward an adjacent field', () => {
  it('a west wind blows toward grapes to the east; an east wind does not', () => {
    expect(blowsToward(center, grapes, 270)).toBe(true);
    expect(blowsToward(center, grapes, 90)).toBe(false);
  });

  it('counts the grapes’ whole width, and a compass point beyond it, not more', () => {
    // From the centre the vineyard spans about 41° to 139°: a wind toward 30° is within a point.
    expect(blowsToward(center, grapes, 210)).toBe(true);
    expect(blowsToward(center, grapes, 190)).toBe(false);
    expect(blowsToward(center, grapes, 330)).toBe(true);
    expect(blowsToward(center, grapes, 350)).toBe(false);
  });

  it('calm air has no direction: it may carry toward the grapes', () => {
    expect(blowsToward(center, grapes, null)).toBe(true);
  });
});
