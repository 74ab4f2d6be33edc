import { describe, expect, it } from 'vitest';
import { sampleForecast } from './sample';

describe('the sample forecast', () => {
  const now = new Date('2026-11-23T17:42:00Z');

  it('is the same for the same place and hour, labelled sample, 96 hours from the current hour (the labels read rain 48 h ahead and the next day’s high)', () => {
    const first = sampleForecast(38.1, -97.4, now);
    expect(sampleForecast(38.1, -97.4, now)).toEqual(first);
    expect(first.source).toBe('sample');
    expect(first.hours).toHaveLength(96);
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

describe('the sample days', () => {
  // Four days from any start: one forecast, at the demo region.
  const hoursFrom = (start: Date) => sampleForecast(37.84, -97.86, start).hours;

  it('show every label rule within four days: calm nights, wind, heat, rain coming', () => {
    for (const start of ['2026-11-23T17:42:00Z', '2026-06-02T03:10:00Z', '2027-01-09T12:00:00Z']) {
      const hours = hoursFrom(new Date(start));
      const localHour = (hour: { time: string }) => (new Date(hour.time).getUTCHours() + 18) % 24;
      const night = hours.filter((hour) => localHour(hour) < 5 || localHour(hour) >= 21);
      expect(
        night.some((hour) => hour.windSpeedMph < 3 && (hour.skyCoverPercent ?? 100) <= 30),
        start,
      ).toBe(true);
      expect(
        hours.some((hour) => hour.windSpeedMph > 10),
        start,
      ).toBe(true);
      expect(
        hours.some((hour) => hour.temperatureF >= 95),
        start,
      ).toBe(true);
      expect(
        hours.some((hour) => hour.temperatureF >= 85 && hour.temperatureF < 95),
        start,
      ).toBe(true);
      expect(
        hours.some((hour) => hour.chanceOfRain >= 50),
        start,
      ).toBe(true);
      // And hours that break none: 3–10 mph in daylight, mild and dry.
      expect(
        hours.some(
          (hour) =>
            localHour(hour) >= 9 &&
            localHour(hour) < 14 &&
            hour.windSpeedMph >= 3 &&
            hour.windSpeedMph <= 10 &&
            hour.temperatureF < 85 &&
            hour.chanceOfRain < 50,
        ),
        start,
      ).toBe(true);
    }
  });
});
