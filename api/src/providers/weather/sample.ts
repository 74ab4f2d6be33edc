import { compassOfDegrees, type Forecast, type ForecastHour, type WeatherProvider } from './provider';

// The default forecast when no real weather source is configured: made up, deterministic (the
// same place and hour always give the same weather), and plausible for the Great Plains, so
// the spray tools can be tried offline. Its source is 'sample' and every screen labels it
// 'Sample forecast'; it is never passed off as live weather.

// Four days, as the labels read a forecast: rain 48 h ahead and the next day's high must be in it
// (NWS gives about 156 hours).
const HOURS_AHEAD = 96;
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

/**
 * The kinds of day the sample cycles through, so that any two days ahead show a grower why an
 * hour may not be sprayed: calm clear nights (inversions), a windy afternoon, a hot afternoon,
 * storms coming, and hours that are fine.
 */
export const SAMPLE_DAYS = ['fair', 'windy', 'hot', 'storms'] as const;
export type SampleDay = (typeof SAMPLE_DAYS)[number];

type DayShape = {
  /** Wind at night, in the morning (8–10 am) and at the day's peak (3 pm), mph. */
  wind: { night: number; morning: number; peak: number };
  /** Temperature: the day's middle and half its swing, °F; null middle = the season's. */
  temperature: { middle: number | null; halfSwing: number };
  skyCoverPercent: number;
  /** Chance of rain before and after noon, %. */
  rain: { morning: number; afternoon: number };
};

const SHAPES: Record<SampleDay, DayShape> = {
  fair: {
    wind: { night: 1.5, morning: 5, peak: 8 },
    temperature: { middle: null, halfSwing: 12 },
    skyCoverPercent: 10,
    rain: { morning: 0, afternoon: 5 },
  },
  windy: {
    wind: { night: 5, morning: 8, peak: 15 },
    temperature: { middle: null, halfSwing: 8 },
    skyCoverPercent: 50,
    rain: { morning: 5, afternoon: 10 },
  },
  hot: {
    wind: { night: 3.5, morning: 5, peak: 8 },
    temperature: { middle: 82, halfSwing: 14 },
    skyCoverPercent: 25,
    rain: { morning: 0, afternoon: 10 },
  },
  storms: {
    wind: { night: 6, morning: 7, peak: 10 },
    temperature: { middle: null, halfSwing: 6 },
    skyCoverPercent: 90,
    rain: { morning: 20, afternoon: 70 },
  },
};

/** Which kind of day a place has on a local solar day: places in one 0.25° cell share it. */
export function sampleDay(lat: number, lng: number, solarDay: number): SampleDay {
  const offset = Math.floor(noise(Math.round(lat * 4), Math.round(lng * 4)) * SAMPLE_DAYS.length);
  return SAMPLE_DAYS[
    (((solarDay + offset) % SAMPLE_DAYS.length) + SAMPLE_DAYS.length) % SAMPLE_DAYS.length
  ] as SampleDay;
}

/** One sample hour at a place: its kind of day, shaped by the time of day. */
export function sampleHour(lat: number, lng: number, start: Date): ForecastHour {
  const cellLat = Math.round(lat * 4);
  const cellLng = Math.round(lng * 4);
  // Local solar time: the sun, not the time zone, drives the daily cycle.
  const solar = start.getTime() + (lng / 15) * HOUR;
  const solarDay = Math.floor(solar / (24 * HOUR));
  const solarHour = (solar - solarDay * 24 * HOUR) / HOUR;
  const shape = SHAPES[sampleDay(lat, lng, solarDay)];
  const today = (salt: number) => noise(cellLat, cellLng, solarDay, salt);
  const afternoon = Math.cos(((solarHour - 15) / 24) * 2 * Math.PI); // 1 at 3 pm, −1 at 3 am

  const dayOfYear = Math.floor((start.getTime() - Date.UTC(start.getUTCFullYear(), 0, 1)) / (24 * HOUR));
  const seasonal = 56 - 26 * Math.cos(((dayOfYear - 15) / 365) * 2 * Math.PI) - (lat - 38) * 1.5;
  const middle = shape.temperature.middle ?? seasonal + (today(1) - 0.5) * 8;
  const temperatureF = Math.round(middle + afternoon * shape.temperature.halfSwing);

  // Calm from evening to sunrise, rising through the morning to the afternoon's peak.
  const { night, morning, peak } = shape.wind;
  const wind =
    solarHour < 7 || solarHour >= 20
      ? night
      : solarHour < 10
        ? morning
        : solarHour < 17
          ? morning + (peak - morning) * Math.max(0, afternoon)
          : (morning + night) / 2;
  const windSpeedMph = Math.max(0, Math.round(wind + (today(2) - 0.5)));
  // The Plains' southerly flow most days, veering through the day.
  const windDirectionDeg = Math.round((150 + today(3) * 150 + solarHour * 2) % 360);

  const rain = solarHour < 12 ? shape.rain.morning : shape.rain.afternoon;
  const chanceOfRain = Math.min(100, Math.max(0, Math.round((rain + today(5) * 5) / 5) * 5));
  const relativeHumidity = Math.round(Math.min(100, Math.max(20, 62 - afternoon * 18 + rain / 4)));

  return {
    time: start.toISOString(),
    temperatureF,
    windSpeedMph,
    windDirection: compassOfDegrees(windDirectionDeg),
    windDirectionDeg,
    chanceOfRain,
    relativeHumidity,
    skyCoverPercent: shape.skyCoverPercent,
  };
}

/** The sample forecast for the next 96 hours from the start of the current hour. */
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
