import { GOOD_INDEX } from '@field-boundaries/contract/spray-index';
import { sunTimes } from './sun';

// The sprayability index of one hour at one field (SPRAYABILITY.md gives the reasons for each
// number). Pure: the forecast hour, the sun and the neighbours found downwind come in; an
// index from 0 to 100 and the reasons that lowered it come out, largest first.

export type HourConditions = {
  time: Date;
  windSpeedMph: number;
  temperatureF: number;
  chanceOfRain: number;
  /** The field's centre, for sunrise and sunset. */
  lat: number;
  lng: number;
  /** Incompatible neighbours inside this hour's drift zone, e.g. 'soybean – Enlist E3'. */
  incompatibleDownwind: readonly string[];
};

export type Reason = { penalty: number; text: string };
export type HourScore = { index: number; reasons: string[] };

export { GOOD_INDEX } from '@field-boundaries/contract/spray-index';
export const WIND_BAND_MPH = { low: 3, high: 10 } as const;

const HOUR = 3_600_000;

/** The label window for auxins: from 1 h after sunrise to 2 h before sunset. */
export function daylightWindow(time: Date, lat: number, lng: number): { opens: Date; closes: Date } | null {
  const sun = sunTimes(time, lat, lng);
  // Polar day or night: no sunrise to count from.
  if (!sun) return null;
  return { opens: new Date(sun.sunrise.getTime() + HOUR), closes: new Date(sun.sunset.getTime() - 2 * HOUR) };
}

function neighbourPenalty(count: number): number {
  return count === 0 ? 0 : Math.min(70, 50 + (count - 1) * 10);
}

function windPenalty(mph: number): Reason | null {
  if (mph > WIND_BAND_MPH.high)
    return { penalty: Math.min(50, 10 + (mph - WIND_BAND_MPH.high) * 5), text: `wind ${mph} mph` };
  if (mph < WIND_BAND_MPH.low)
    return { penalty: 20, text: `wind under ${WIND_BAND_MPH.low} mph (${mph} mph)` };
  return null;
}

function inversionPenalty(conditions: HourConditions): Reason | null {
  const window = daylightWindow(conditions.time, conditions.lat, conditions.lng);
  // The hour counts by its middle: 7:00–8:00 with a window opening at 7:40 is mostly outside.
  const middle = conditions.time.getTime() + HOUR / 2;
  if (window && middle >= window.opens.getTime() && middle <= window.closes.getTime()) return null;
  const calm = conditions.windSpeedMph < 5;
  return {
    penalty: calm ? 45 : 35,
    text: calm
      ? 'inversion risk: light wind outside 1 h after sunrise to 2 h before sunset'
      : 'inversion risk: outside 1 h after sunrise to 2 h before sunset',
  };
}

function rainPenalty(chance: number): Reason | null {
  const penalty = chance >= 60 ? 45 : chance >= 40 ? 30 : chance >= 20 ? 15 : 0;
  return penalty ? { penalty, text: `chance of rain ${chance}%` } : null;
}

function heatPenalty(temperatureF: number): Reason | null {
  const penalty = temperatureF >= 95 ? 40 : temperatureF >= 90 ? 25 : temperatureF >= 85 ? 10 : 0;
  return penalty ? { penalty, text: `heat ${temperatureF}°F` } : null;
}

export function scoreHour(conditions: HourConditions): HourScore {
  const reasons: Reason[] = [];
  const neighbours = conditions.incompatibleDownwind;
  if (neighbours.length > 0)
    reasons.push({ penalty: neighbourPenalty(neighbours.length), text: `${neighbours.join(', ')} downwind` });
  for (const reason of [
    windPenalty(conditions.windSpeedMph),
    inversionPenalty(conditions),
    rainPenalty(conditions.chanceOfRain),
    heatPenalty(conditions.temperatureF),
  ])
    if (reason) reasons.push(reason);
  reasons.sort((a, b) => b.penalty - a.penalty);
  const index = Math.max(0, 100 - reasons.reduce((sum, reason) => sum + reason.penalty, 0));
  return { index, reasons: reasons.map((reason) => reason.text) };
}

/** '42: soybean – Enlist E3 downwind, wind 12 mph'; '100: no concerns'. */
export function explain(score: HourScore): string {
  return `${score.index}: ${score.reasons.length > 0 ? score.reasons.join(', ') : 'no concerns'}`;
}

export type SprayWindow = { start: string; end: string; lowest_index: number };

/**
 * Runs of consecutive hours that every label in the tank allows and whose index is good, in
 * order: the score only ranks hours the labels allow.
 */
export function sprayWindows(
  hours: readonly { time: string; index: number; allowed: boolean }[],
): SprayWindow[] {
  const windows: SprayWindow[] = [];
  let open: SprayWindow | null = null;
  let previousEnd = Number.NaN;
  for (const hour of hours) {
    const start = Date.parse(hour.time);
    const good = hour.allowed && hour.index >= GOOD_INDEX;
    if (good && open && start === previousEnd) {
      open.end = new Date(start + HOUR).toISOString();
      open.lowest_index = Math.min(open.lowest_index, hour.index);
    } else if (good) {
      open = {
        start: new Date(start).toISOString(),
        end: new Date(start + HOUR).toISOString(),
        lowest_index: hour.index,
      };
      windows.push(open);
    } else open = null;
    previousEnd = start + HOUR;
  }
  return windows;
}
