import { cacheLookups } from '../../cache-lookups';
import {
  degreesOfCompass,
  type Forecast,
  type ForecastHour,
  type WeatherProvider,
  WeatherUnavailable,
} from './provider';

// The US National Weather Service API (api.weather.gov): `GET /points/{lat},{lng}` names the
// forecast office's grid cell and its hourly forecast URL; `GET` that URL gives hourly periods.
// No key; NWS asks for a User-Agent that says who is calling. Both replies carry HTTP cache
// headers (Cache-Control max-age / Expires): each is kept exactly as long as NWS says it is
// valid, per grid point, so fields in one 2.5 km cell share one request. A failure never
// serves an expired copy: stale weather must not be shown as live.
// Reference: https://www.weather.gov/documentation/services-web-api

type PointsReply = {
  properties?: { gridId?: string; gridX?: number; gridY?: number; forecastHourly?: string };
};
type HourlyPeriod = {
  startTime: string;
  endTime: string;
  // NWS may send a plain number, or a QuantitativeValue with a Feature-Flags header.
  temperature: number | { value: number | null; unitCode?: string };
  temperatureUnit?: string;
  windSpeed: string;
  windDirection: string;
  probabilityOfPrecipitation?: { value: number | null } | null;
  relativeHumidity?: { value: number | null } | null;
  shortForecast?: string;
};
type HourlyReply = { properties?: { generatedAt?: string; updateTime?: string; periods?: HourlyPeriod[] } };

export type NwsOptions = {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  now?: () => Date;
  /** Kept when a reply carries no cache header of its own. */
  fallbackTtlMs?: number;
};

type Cached<T> = { value: T; expires: number };

/** '10 mph' → 10; '5 to 15 mph' → 15 (the upper figure: gusty hours must count). */
export function parseWindMph(text: string): number | null {
  const numbers = [...text.matchAll(/\d+(\.\d+)?/g)].map((match) => Number(match[0]));
  if (numbers.length === 0) return null;
  const value = Math.max(...numbers);
  return /km\/h/i.test(text) ? Math.round(value / 1.609344) : value;
}

function fahrenheit(period: HourlyPeriod): number | null {
  const raw = typeof period.temperature === 'number' ? period.temperature : period.temperature?.value;
  if (raw === null || raw === undefined || !Number.isFinite(raw)) return null;
  const celsius =
    typeof period.temperature === 'object'
      ? /degC/.test(period.temperature.unitCode ?? '')
      : period.temperatureUnit === 'C';
  return Math.round(celsius ? (raw * 9) / 5 + 32 : raw);
}

/**
 * The sky cover an NWS hourly period's words stand for: the NWS names sky cover by eighths
 * (Clear or Sunny up to 1/8, Mostly Clear 1/8–3/8, Partly Cloudy 3/8–5/8, Mostly Cloudy
 * 5/8–7/8, Cloudy above); the middle of each range, or null for words that do not say.
 */
export function skyCoverOf(words: string | undefined): number | null {
  const text = (words ?? '').toLowerCase();
  if (/\bmostly (clear|sunny)\b/.test(text)) return 25;
  if (/\bpartly (cloudy|sunny)\b/.test(text)) return 50;
  if (/\bmostly cloudy\b/.test(text)) return 75;
  if (/\b(cloudy|overcast)\b/.test(text)) return 94;
  if (/\b(clear|sunny|fair)\b/.test(text)) return 6;
  return null;
}

/** NWS periods → forecast hours from the current hour on; periods that ended are dropped. */
export function hoursFromPeriods(periods: HourlyPeriod[], now: Date): ForecastHour[] {
  return periods.flatMap((period) => {
    if (Date.parse(period.endTime) <= now.getTime()) return [];
    const temperatureF = fahrenheit(period);
    const windSpeedMph = parseWindMph(period.windSpeed);
    const windDirectionDeg = degreesOfCompass(period.windDirection);
    if (temperatureF === null || windSpeedMph === null) return [];
    return [
      {
        time: new Date(Date.parse(period.startTime)).toISOString(),
        temperatureF,
        windSpeedMph,
        // NWS writes no direction in calm hours; calm has none, so north is only a placeholder.
        windDirection: windDirectionDeg === null ? 'CALM' : period.windDirection.trim().toUpperCase(),
        windDirectionDeg: windDirectionDeg ?? 0,
        chanceOfRain: period.probabilityOfPrecipitation?.value ?? 0,
        relativeHumidity: period.relativeHumidity?.value ?? null,
        skyCoverPercent: skyCoverOf(period.shortForecast),
      },
    ];
  });
}

/** How long a reply may be kept, from its own headers. */
export function validityMs(headers: Headers, now: Date, fallback: number): number {
  const maxAge = /max-age=(\d+)/.exec(headers.get('cache-control') ?? '')?.[1];
  if (maxAge !== undefined) return Number(maxAge) * 1000;
  const expires = Date.parse(headers.get('expires') ?? '');
  if (Number.isFinite(expires)) return Math.max(0, expires - now.getTime());
  return fallback;
}

export class NwsWeather implements WeatherProvider {
  readonly source = 'nws' as const;
  private readonly points = new Map<string, Cached<{ grid: string; hourlyUrl: string }>>();
  private readonly forecasts = new Map<string, Cached<Forecast>>();
  private readonly now: () => Date;

  constructor(private readonly options: NwsOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async forecastAt(lat: number, lng: number): Promise<Forecast> {
    // NWS redirects points with more than 4 decimals to the rounded one; ask for that at once.
    const point = `${lat.toFixed(4)},${lng.toFixed(4)}`;
    const grid = await this.cached(this.points, point, () => this.gridOf(point));
    const forecast = await this.cached(this.forecasts, grid.grid, () => this.hourly(grid.hourlyUrl));
    // The copy may be valid yet have begun hours ago: start at the current hour.
    const now = this.now().getTime();
    const hours = forecast.hours.filter((hour) => Date.parse(hour.time) + 3_600_000 > now);
    if (hours.length === 0) throw new WeatherUnavailable('stale', 'The forecast has no hours ahead.');
    return { ...forecast, hours };
  }

  private async cached<T>(
    cache: Map<string, Cached<T>>,
    key: string,
    load: () => Promise<{ value: T; ttl: number }>,
  ): Promise<T> {
    const hit = cache.get(key);
    const fresh = hit !== undefined && hit.expires > this.now().getTime();
    cacheLookups.inc({ cache: 'weather', result: fresh ? 'hit' : 'miss' });
    if (fresh) return hit.value;
    cache.delete(key);
    const { value, ttl } = await load();
    if (ttl > 0) cache.set(key, { value, expires: this.now().getTime() + ttl });
    return value;
  }

  private async gridOf(point: string) {
    const { body, ttl } = await this.get<PointsReply>(`${this.options.baseUrl}/points/${point}`);
    const properties = body.properties;
    if (!properties?.forecastHourly || !properties.gridId)
      throw new WeatherUnavailable('malformed', 'The points reply names no hourly forecast.');
    return {
      value: {
        grid: `${properties.gridId}/${properties.gridX},${properties.gridY}`,
        // Follow the URL NWS gives, but on the configured host (a test server, a proxy).
        hourlyUrl: `${this.options.baseUrl}${new URL(properties.forecastHourly).pathname}`,
      },
      ttl,
    };
  }

  private async hourly(url: string) {
    const { body, ttl } = await this.get<HourlyReply>(url);
    const properties = body.properties;
    if (!properties?.periods) throw new WeatherUnavailable('malformed', 'The forecast reply has no periods.');
    const hours = hoursFromPeriods(properties.periods, this.now());
    if (hours.length === 0) throw new WeatherUnavailable('stale', 'The forecast has no hours ahead.');
    // The forecast's issue is its updateTime; generatedAt is when this reply was rendered, which
    // NWS can do from a grid updated days before (weather-gov/api#71). The spray judgement reads
    // the issue against the day of application (Stryax, Record Keeping item 22).
    const issuedAt = properties.updateTime ?? properties.generatedAt ?? this.now().toISOString();
    return { value: { source: 'nws' as const, issuedAt, hours }, ttl };
  }

  private async get<T>(url: string): Promise<{ body: T; ttl: number }> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': this.options.userAgent, accept: 'application/geo+json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new WeatherUnavailable('timeout', `NWS did not answer within ${this.options.timeoutMs} ms.`);
      throw new WeatherUnavailable('unreachable', `NWS could not be reached: ${String(error)}`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      // NWS errors are application/problem+json: { title, detail, status, type }.
      let detail = text.slice(0, 200);
      try {
        const problem = JSON.parse(text) as { title?: string; detail?: string };
        detail = [problem.title, problem.detail].filter(Boolean).join(': ') || detail;
      } catch {}
      const reason = response.status === 404 ? 'outside_coverage' : 'upstream_error';
      throw new WeatherUnavailable(reason, `NWS answered ${response.status}: ${detail}`);
    }
    try {
      return {
        body: JSON.parse(text) as T,
        ttl: validityMs(response.headers, this.now(), this.options.fallbackTtlMs ?? 3_600_000),
      };
    } catch {
      throw new WeatherUnavailable('malformed', 'NWS answered with something that is not JSON.');
    }
  }
}
