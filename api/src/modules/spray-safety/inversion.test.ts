import { describe, expect, it } from 'vitest';
import { inInversionHours, inversionRisk } from './inversion';
import { HOUR, midday, sun, sunrise, sunset } from './label-facts.testing';

describe('inversions judged as the label describes them (Stryax, Environmental Conditions, Inversions)', () => {
  const suns = [sun];
  const night = new Date(sunset + 2 * HOUR);
  const early = new Date(sunrise + HOUR);
  const evening = new Date(sunset - 2 * HOUR);
  const base = { time: night, windMph: 5, skyCoverPercent: 60, swingF: 15, suns };

  it('counts the evening, night and early morning, not the middle of the day', () => {
    expect(inInversionHours(night, suns)).toBe(true);
    expect(inInversionHours(early, suns)).toBe(true);
    expect(inInversionHours(evening, suns)).toBe(true);
    expect(inInversionHours(midday, suns)).toBe(false);
  });

  it('is likely in calm air in those hours, not with the same calm at midday', () => {
    expect(inversionRisk({ ...base, windMph: 2.9 }).likely).toBe(true);
    expect(inversionRisk({ ...base, windMph: 3 }).likely).toBe(false);
    expect(inversionRisk({ ...base, time: midday, windMph: 1 }).likely).toBe(false);
  });

  it('is likely on a night with limited cloud and light wind, whatever the swing (1 a.m., clear, 15°F, 4 mph)', () => {
    const clear = { ...base, skyCoverPercent: 10, windMph: 4 };
    expect(inversionRisk(clear)).toEqual({
      likely: true,
      why: 'inversion likely: night, 10% cloud cover, wind 4 mph',
    });
    expect(inversionRisk({ ...clear, skyCoverPercent: 31 }).likely).toBe(false);
    expect(inversionRisk({ ...clear, windMph: 6 }).likely).toBe(false);
    expect(inversionRisk({ ...clear, windMph: 5.9 }).likely).toBe(true);
  });

  it('is likely in the evening with limited cloud, light wind and a large swing', () => {
    const clear = { ...base, time: evening, skyCoverPercent: 10, swingF: 20 };
    expect(inversionRisk(clear).likely).toBe(true);
    expect(inversionRisk({ ...clear, swingF: 19 }).likely).toBe(false);
  });

  it('takes a swing nobody can tell (the forecast’s first hours) as large: never "not likely" by default', () => {
    const first = { ...base, time: evening, skyCoverPercent: 10, swingF: null };
    expect(inversionRisk(first)).toMatchObject({
      likely: true,
      why: expect.stringContaining('swing unknown'),
    });
    expect(inversionRisk({ ...first, skyCoverPercent: null }).likely).toBe(true);
    expect(inversionRisk({ ...first, skyCoverPercent: 80 }).likely).toBe(false);
  });
});
