import { compassOfDegrees, type Forecast, type ForecastHour, type WeatherProvider } from './forecast';

// The default forecast when no real weather source is configured: made up, deterministic (the
// same place and hour always give the same weather), and plausible for the Great Plains, so
// the spray tools can be tried offline. Its source is 'sample' and every screen labels it
// 'Sample forecast'; it is never passed off as live weather.

const HOURS_AHEAD = 48;
const HOUR = 3_600_000;

/** A repeatable number in [0, 1) from a few integers (a small integer hash). */
function noise(...parts: number[]): number {
  let hash = 2166136261;
  for (const part of parts) {
    hash ^= part | 0;
    hash = Math.imul(hash, 16777619);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0x5bd1e995);
    hash ^= hash >>> 15;
  }
  return (hash >>> 0) / 4294967296;
}

/** One sample hour at a place: a day's weather (by its own seed) shaped by the time of day. */
export function sampleHour(lat: number, lng: number, start: Date): ForecastHour {
  // Weather varies over tens of kilometres: places in one 0.25° cell share it.
  const cellLat = Math.round(lat * 4);
  const cellLng = Math.round(lng * 4);
  const day = Math.floor(start.getTime() / (24 * HOUR));
  const today = (salt: number) => noise(cellLat, cellLng, day, salt);
  // Local solar hour: the sun, not the time zone, drives the daily cycle.
  const solarHour = (((start.getUTCHours() + start.getUTCMinutes() / 60 + lng / 15) % 24) + 24) % 24;
  const afternoon = Math.cos(((solarHour - 15) / 24) * 2 * Math.PI); // 1 at 3 pm, −1 at 3 am

  const dayOfYear = Math.floor((start.getTime() - Date.UTC(start.getUTCFullYear(), 0, 1)) / (24 * HOUR));
  const seasonal = 56 - 26 * Math.cos(((dayOfYear - 15) / 365) * 2 * Math.PI) - (lat - 38) * 1.5;
  const temperatureF = Math.round(seasonal + (today(1) - 0.5) * 14 + afternoon * 11);

  // Calm nights, breezy afternoons; some days are windy all day.
  const dayWind = 4 + today(2) * 11;
  const windSpeedMph = Math.max(0, Math.round(dayWind + afternoon * (dayWind * 0.45) - 1));
  // The Plains' southerly flow most days, veering through the day.
  const windDirectionDeg = Math.round((150 + today(3) * 150 + solarHour * 2) % 360);

  const wetDay = today(4) > 0.75;
  const rainBase = wetDay ? 35 + today(5) * 40 : today(5) * 12;
  const chanceOfRain = Math.min(
    100,
    Math.max(0, Math.round((rainBase + afternoon * (wetDay ? 15 : 3)) / 5) * 5),
  );
  const relativeHumidity = Math.round(Math.min(100, Math.max(20, 62 - afternoon * 18 + (wetDay ? 18 : 0))));

  return {
    time: start.toISOString(),
    temperatureF,
    windSpeedMph,
    windDirection: compassOfDegrees(windDirectionDeg),
    windDirectionDeg,
    chanceOfRain,
    relativeHumidity,
  };
}

/** The sample forecast for the next 48 hours from the start of the current hour. */
export function sampleForecast(lat: number, lng: number, now: Date): Forecast {
  const first = Math.floor(now.getTime() / HOUR) * HOUR;
  return {
    source: 'sample',
    issuedAt: new Date(first).toISOString(),
    hours: Array.from({ length: HOURS_AHEAD }, (_, index) =>
      sampleHour(lat, lng, new Date(first + index * HOUR)),
    ),
  };
}

export class SampleWeather implements WeatherProvider {
  readonly source = 'sample' as const;
  constructor(private readonly now: () => Date = () => new Date()) {}

  async forecastAt(lat: number, lng: number): Promise<Forecast> {
    return sampleForecast(lat, lng, this.now());
  }
}
