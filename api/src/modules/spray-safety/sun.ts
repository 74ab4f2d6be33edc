import * as SunCalc from 'suncalc';
import { Kept } from '../../kept';

// Sunrise and sunset, worked out once per place and solar day. suncalc answers a moment with the
// times of the solar day around it (`getTimes` rounds the moment to the nearest local solar
// noon), so every hour of that day shares one answer. A planned spray asks for 48 forecast hours
// of each field, five times an hour (the hour, the days either side, the auxin window): kept
// under the place and that day's number, that is two or three of suncalc's sums, not 240.

const DAY_MS = 86_400_000;
const J1970 = 2440588;
const J2000 = 2451545;
const J0 = 0.0009;

/** The number of the solar day a moment falls in at a longitude, as `SunCalc.getTimes` rounds it. */
const solarDay = (time: Date, lng: number) =>
  Math.round(time.getTime() / DAY_MS - 0.5 + J1970 - J2000 - J0 + lng / 360);

type Sun = { sunrise: number; sunset: number } | null;
const kept = new Kept<Sun>(20_000);

/** Sunrise and sunset of the solar day of `time` at a place, or null in polar day or night. */
export function sunTimes(time: Date, lat: number, lng: number): { sunrise: Date; sunset: Date } | null {
  const key = `${lat},${lng},${solarDay(time, lng)}`;
  let sun = kept.get(key);
  if (sun === undefined) {
    const { sunrise, sunset } = SunCalc.getTimes(time, lat, lng);
    const valid = sunrise && sunset && !Number.isNaN(sunrise.getTime()) && !Number.isNaN(sunset.getTime());
    sun = valid ? { sunrise: sunrise.getTime(), sunset: sunset.getTime() } : null;
    kept.set(key, sun);
  }
  // New dates each time: a caller may keep or change its own.
  return sun && { sunrise: new Date(sun.sunrise), sunset: new Date(sun.sunset) };
}
