import { GOOD_INDEX, POOR_BELOW_INDEX } from '@field-boundaries/contract/spray-index';
import { inZone } from '@field-boundaries/contract/zone-time';

// How spray safety words an index, the weather, a spray window and the drift zone. Pure, so the
// words are tested alone.

export type IndexTone = 'good' | 'marginal' | 'poor';

/** 70 or more is good (SPRAYABILITY.md); under 40 is poor. */
export function indexTone(index: number): IndexTone {
  return index >= GOOD_INDEX ? 'good' : index >= POOR_BELOW_INDEX ? 'marginal' : 'poor';
}

export const TONE_COLOR: Record<IndexTone, string> = { good: 'green', marginal: 'yellow', poor: 'red' };

/** '52°F · wind S 10 mph · rain 3%'. */
export function weatherLine(weather: {
  temperature0: number;
  windSpeed0: number;
  windDir0: string;
  chanceOfRain0: number;
}): string {
  const wind = weather.windDir0 === 'CALM' ? 'calm' : `wind ${weather.windDir0} ${weather.windSpeed0} mph`;
  return `${Math.round(weather.temperature0)}°F · ${wind} · rain ${weather.chanceOfRain0}%`;
}

/**
 * In the field's own time zone, named: 'Spray window: now – 5 PM CST', 'Next window: today
 * 9 AM – 1 PM CST', 'Next window: Tue 9 AM – 1 PM MDT', or that there is none in the forecast.
 * A grower planning a field two states away reads its hours, not their own.
 */
export function windowLine(
  windows: readonly { start: string; end: string }[],
  now: Date,
  timeZone: string,
): string {
  const [next] = windows;
  if (!next) return 'No spray window in the forecast';
  const start = inZone(new Date(next.start), timeZone);
  const end = inZone(new Date(next.end), timeZone);
  if (new Date(next.start).getTime() <= now.getTime()) return `Spray window: now – ${end.clock} ${end.zone}`;
  const day = start.day === inZone(now, timeZone).day ? 'today' : start.weekday;
  return `Next window: ${day} ${start.clock} – ${end.clock} ${end.zone}`;
}

/** 'Wind from W at 12 mph: drift reaches 240 ft (dicamba label buffer)'. */
export function driftLine(zone: {
  windSpeedMph: number;
  /** The compass point the api names ('W'), or 'CALM'. */
  windDirection: string;
  distanceFt: number;
  labelBufferFt?: number | null;
  labelBufferActive?: string | null;
}): string {
  const wind =
    zone.windSpeedMph === 0 || zone.windDirection === 'CALM'
      ? 'Calm'
      : `Wind from ${zone.windDirection} at ${zone.windSpeedMph} mph`;
  const buffer =
    zone.labelBufferFt && zone.labelBufferFt >= zone.distanceFt
      ? ` (${zone.labelBufferActive} label buffer)`
      : '';
  return `${wind}: drift reaches ${zone.distanceFt} ft${buffer}`;
}
