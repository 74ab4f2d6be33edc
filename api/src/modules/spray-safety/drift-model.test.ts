import { describe, expect, it } from 'vitest';
import { downwindMoves, driftDistance, labelBufferOf, physicalDistanceFt, utmSrid } from './drift-model';

const base = { windSpeedMph: 10, dropletClass: 'M' as const, boomHeightIn: 20 };

describe('the drift distance', () => {
  it('is the reference 100 ft for Medium droplets, a 10 mph wind and a 20 in boom', () => {
    expect(physicalDistanceFt(base)).toBe(100);
  });

  it('grows with the wind, with finer droplets and with a higher boom', () => {
    expect(physicalDistanceFt({ ...base, windSpeedMph: 15 })).toBeGreaterThan(physicalDistanceFt(base));
    expect(physicalDistanceFt({ ...base, dropletClass: 'F' })).toBeGreaterThan(physicalDistanceFt(base));
    expect(physicalDistanceFt({ ...base, dropletClass: 'UC' })).toBeLessThan(physicalDistanceFt(base));
    expect(physicalDistanceFt({ ...base, boomHeightIn: 40 })).toBeGreaterThan(physicalDistanceFt(base));
  });

  it('is never shorter than the largest label buffer of the actives in the tank', () => {
    const calm = { ...base, windSpeedMph: 4, dropletClass: 'C' as const, windDirectionDeg: 270 };
    expect(driftDistance({ ...calm, activeIngredients: ['glyphosate'] }).distanceFt).toBe(24);
    expect(driftDistance({ ...calm, activeIngredients: ['2,4-D', 'glyphosate'] })).toMatchObject({
      distanceFt: 30,
      labelBuffer: { active: '2,4-D', downwind_ft: 30 },
    });
    expect(driftDistance({ ...calm, activeIngredients: ['2,4-D', 'dicamba'] }).distanceFt).toBe(240);
    expect(labelBufferOf(['atrazine'])).toBeNull();
  });
});

describe('the downwind moves', () => {
  it('point east for a wind from the west, fanned half a compass point either side', () => {
    const moves = downwindMoves(270, 100);
    for (const move of moves) expect(move.dx).toBeGreaterThan(29);
    expect(moves.map((move) => Math.sign(Math.round(move.dy)))).toEqual([1, 0, -1]);
    expect(Math.hypot(moves[1]?.dx ?? 0, moves[1]?.dy ?? 0)).toBeCloseTo(30.48);
  });

  it('point north-east for a wind from the south-west', () => {
    const [, straight] = downwindMoves(225, 100);
    expect(straight?.dx).toBeGreaterThan(0);
    expect(straight?.dy).toBeGreaterThan(0);
  });

  it('use the place’s UTM zone', () => {
    expect(utmSrid(38.1, -97.4)).toBe(32614);
  });
});
