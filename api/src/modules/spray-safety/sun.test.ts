import * as SunCalc from 'suncalc';
import { describe, expect, it } from 'vitest';
import { sunTimes } from './sun';

const direct = (time: Date, lat: number, lng: number) => {
  const { sunrise, sunset } = SunCalc.getTimes(time, lat, lng);
  const valid = sunrise && sunset && !Number.isNaN(sunrise.getTime()) && !Number.isNaN(sunset.getTime());
  return valid ? { sunrise: sunrise.getTime(), sunset: sunset.getTime() } : null;
};

describe('sunrise and sunset, kept per place and solar day', () => {
  it("answers every moment as suncalc does, at the day's edges and the poles too", () => {
    const places = [
      [37.89, -97.92], // a Kansas field
      [46.8, -100.78], // North Dakota
      [19.7, -155.1], // Hawaii
      [64.84, -147.72], // Fairbanks: a few hours of sun in December
      [71.29, -156.79], // Utqiagvik: polar night
      [-33.9, 179.95], // beside the date line, both sides
      [-33.9, -179.95],
    ] as const;
    let compared = 0;
    let polar = 0;
    // Every 37 minutes for four days across the winter solstice, twice over (the second pass
    // is answered from what the first kept).
    for (let pass = 0; pass < 2; pass++)
      for (const [lat, lng] of places)
        for (let at = Date.UTC(2026, 11, 19); at < Date.UTC(2026, 11, 23); at += 37 * 60_000) {
          const time = new Date(at);
          const kept = sunTimes(time, lat, lng);
          const expected = direct(time, lat, lng);
          expect(kept && { sunrise: kept.sunrise.getTime(), sunset: kept.sunset.getTime() }).toEqual(
            expected,
          );
          compared += 1;
          if (expected === null) polar += 1;
        }
    expect(compared).toBeGreaterThan(2000);
    expect(polar).toBeGreaterThan(0);
  });

  it('hands each caller dates of its own', () => {
    const time = new Date(Date.UTC(2026, 5, 1, 15));
    const first = sunTimes(time, 37.89, -97.92);
    first?.sunrise.setTime(0);
    expect(sunTimes(time, 37.89, -97.92)?.sunrise.getTime()).toBe(direct(time, 37.89, -97.92)?.sunrise);
  });
});
