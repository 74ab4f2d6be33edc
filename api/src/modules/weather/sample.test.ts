import { describe, expect, it } from 'vitest';
import { sampleForecast } from './sample';

describe('the sample forecast', () => {
  const now = new Date('2026-11-23T17:42:00Z');

  it('is the same for the same place and hour, labelled sample, 48 hours from the current hour', () => {
    const first = sampleForecast(38.1, -97.4, now);
    expect(sampleForecast(38.1, -97.4, now)).toEqual(first);
    expect(first.source).toBe('sample');
    expect(first.hours).toHaveLength(48);
    expect(first.hours[0]?.time).toBe('2026-11-23T17:00:00.000Z');
  });

  it('stays within plausible bounds, with calmer nights than afternoons', () => {
    const hours = sampleForecast(38.1, -97.4, now).hours;
    for (const hour of hours) {
      expect(hour.windSpeedMph).toBeGreaterThanOrEqual(0);
      expect(hour.windSpeedMph).toBeLessThan(30);
      expect(hour.chanceOfRain).toBeGreaterThanOrEqual(0);
      expect(hour.chanceOfRain).toBeLessThanOrEqual(100);
      expect(hour.windDirectionDeg).toBeGreaterThanOrEqual(0);
      expect(hour.windDirectionDeg).toBeLessThan(360);
    }
    // 3 pm and 3 am local solar time (Kansas is about 6.5 h behind UTC).
    const at = (utcHour: number) => hours.find((hour) => new Date(hour.time).getUTCHours() === utcHour);
    expect(at(21)?.windSpeedMph).toBeGreaterThan(at(9)?.windSpeedMph ?? 0);
    expect(at(21)?.temperatureF).toBeGreaterThan(at(9)?.temperatureF ?? 0);
  });
});
