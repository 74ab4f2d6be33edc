// How the spray tools word an index, the weather and a spray window. Pure, so tested alone.

export type IndexTone = 'good' | 'marginal' | 'poor';

/** 70 or more is good (SPRAYABILITY.md); under 40 is poor. */
export function indexTone(index: number): IndexTone {
  return index >= 70 ? 'good' : index >= 40 ? 'marginal' : 'poor';
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

function clock(date: Date): string {
  return date.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: date.getMinutes() ? '2-digit' : undefined,
  });
}

/**
 * 'Spray window: now – 5 PM', 'Next window: today 9 AM – 1 PM', 'Next window: Tue 9 AM – 1 PM', or
 * that there is none in the forecast.
 */
export function windowLine(windows: readonly { start: string; end: string }[], now: Date): string {
  const [next] = windows;
  if (!next) return 'No spray window in the forecast';
  const start = new Date(next.start);
  const end = new Date(next.end);
  if (start.getTime() <= now.getTime()) return `Spray window: now – ${clock(end)}`;
  const sameDay = start.toDateString() === now.toDateString();
  const day = sameDay ? 'today' : start.toLocaleDateString('en-US', { weekday: 'short' });
  return `Next window: ${day} ${clock(start)} – ${clock(end)}`;
}

const COMPASS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
];

/** 270 → 'W'. */
export const compass = (degrees: number) =>
  COMPASS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16] ?? 'N';

/** 'Wind from W at 12 mph: drift reaches 240 ft (dicamba label buffer)'. */
export function driftLine(zone: {
  windSpeedMph: number;
  windDirectionDeg: number;
  distanceFt: number;
  labelBufferFt?: number | null;
  labelBufferActive?: string | null;
}): string {
  const wind =
    zone.windSpeedMph === 0
      ? 'Calm'
      : `Wind from ${compass(zone.windDirectionDeg)} at ${zone.windSpeedMph} mph`;
  const buffer =
    zone.labelBufferFt && zone.labelBufferFt >= zone.distanceFt
      ? ` (${zone.labelBufferActive} label buffer)`
      : '';
  return `${wind}: drift reaches ${zone.distanceFt} ft${buffer}`;
}
