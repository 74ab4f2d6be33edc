import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NwsWeather, parseWindMph, skyCoverOf } from './nws';
import { WeatherUnavailable } from './provider';

// The NWS adapter against NWS's replies (fixtures/), served by a local stand-in for
// api.weather.gov: the happy path, the cache per grid point, its errors, and a slow answer.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
type Route = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let route: Route;
const requests: string[] = [];
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(() => {
  requests.length = 0;
  for (const response of held.splice(0)) response.destroy();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, {
    'content-type': status < 400 ? 'application/geo+json' : 'application/problem+json',
    ...headers,
  });
  response.end(body);
};

/** NWS as it answers on a good day: points, then the grid point's hourly forecast. */
const healthy =
  (hourlyHeaders: Record<string, string> = { 'cache-control': 'public, max-age=3600' }): Route =>
  (request, response) => {
    if (request.url === '/points/38.1000,-97.4000')
      return json(response, 200, fixture('points-38.1,-97.4.json'), {
        'cache-control': 'public, max-age=86400',
      });
    if (request.url === '/gridpoints/ICT/60,49/forecast/hourly')
      return json(response, 200, fixture('hourly-ICT-60,49.json'), hourlyHeaders);
    json(response, 404, fixture('outside-coverage.json'));
  };

let clock = new Date('2026-11-23T17:30:00Z');
const adapter = (timeoutMs = 2000) =>
  new NwsWeather({ baseUrl, userAgent: '(field-boundaries tests)', timeoutMs, now: () => clock });

describe('the NWS adapter', () => {
  it('reads the hourly forecast of the point’s grid cell, from the current hour on', async () => {
    clock = new Date('2026-11-23T17:30:00Z');
    route = healthy();
    const forecast = await adapter().forecastAt(38.1, -97.4);
    expect(forecast.source).toBe('nws');
    expect(forecast.issuedAt).toBe('2026-11-23T16:48:31+00:00');
    expect(forecast.hours).toHaveLength(48);
    expect(forecast.hours[0]).toEqual({
      time: '2026-11-23T17:00:00.000Z',
      temperatureF: 52,
      windSpeedMph: 10,
      windDirection: 'S',
      windDirectionDeg: 180,
      chanceOfRain: 3,
      relativeHumidity: 53,
      // "Mostly Sunny": NWS's words for 1/8 to 3/8 of the sky covered.
      skyCoverPercent: 25,
    });
    // "7 to 12 mph" counts as 12: the stronger figure decides drift.
    expect(forecast.hours[3]?.windSpeedMph).toBe(12);
    expect(requests).toEqual(['/points/38.1000,-97.4000', '/gridpoints/ICT/60,49/forecast/hourly']);
  });

  it('keeps a grid point’s forecast for as long as NWS says it is valid, and no longer', async () => {
    clock = new Date('2026-11-23T17:30:00Z');
    route = healthy();
    const weather = adapter();
    await weather.forecastAt(38.1, -97.4);
    // A second field in the same cell, half an hour later: no new request.
    clock = new Date('2026-11-23T18:00:00Z');
    const later = await weather.forecastAt(38.1, -97.4);
    expect(requests).toHaveLength(2);
    expect(later.hours[0]?.time).toBe('2026-11-23T18:00:00.000Z');
    // Past its hour of validity it is asked for again; the point stays cached for its day.
    clock = new Date('2026-11-23T18:31:00Z');
    await weather.forecastAt(38.1, -97.4);
    expect(requests).toEqual([
      '/points/38.1000,-97.4000',
      '/gridpoints/ICT/60,49/forecast/hourly',
      '/gridpoints/ICT/60,49/forecast/hourly',
    ]);
  });

  it('reads the validity from Expires when there is no max-age', async () => {
    clock = new Date('2026-11-23T17:30:00Z');
    route = healthy({ expires: 'Mon, 23 Nov 2026 17:40:00 GMT' });
    const weather = adapter();
    await weather.forecastAt(38.1, -97.4);
    clock = new Date('2026-11-23T17:39:00Z');
    await weather.forecastAt(38.1, -97.4);
    expect(requests).toHaveLength(2);
    clock = new Date('2026-11-23T17:41:00Z');
    await weather.forecastAt(38.1, -97.4);
    expect(requests).toHaveLength(3);
  });

  it('fails, naming why, for a point outside NWS coverage', async () => {
    route = healthy();
    const failure = adapter().forecastAt(51.5, -0.12);
    await expect(failure).rejects.toBeInstanceOf(WeatherUnavailable);
    await expect(failure).rejects.toMatchObject({
      reason: 'outside_coverage',
      message: expect.stringContaining('Data Unavailable For Requested Point'),
    });
  });

  it('fails on NWS’s own 500, and does not serve the expired copy instead', async () => {
    clock = new Date('2026-11-23T17:30:00Z');
    route = healthy();
    const weather = adapter();
    await weather.forecastAt(38.1, -97.4);
    clock = new Date('2026-11-23T19:00:00Z');
    route = (request, response) =>
      request.url?.startsWith('/gridpoints/')
        ? json(response, 500, fixture('unexpected-problem.json'))
        : healthy()(request, response);
    await expect(weather.forecastAt(38.1, -97.4)).rejects.toMatchObject({
      reason: 'upstream_error',
      message: expect.stringContaining('Unexpected Problem'),
    });
  });

  it('gives up on a slow answer after its timeout', async () => {
    // The stand-in holds the request open; the adapter must not wait for it.
    route = (_request, response) => {
      held.push(response);
    };
    await expect(adapter(150).forecastAt(38.1, -97.4)).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('fails when NWS cannot be reached at all', async () => {
    const unreachable = new NwsWeather({ baseUrl: 'http://127.0.0.1:1', userAgent: 'x', timeoutMs: 2000 });
    await expect(unreachable.forecastAt(38.1, -97.4)).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('dates the forecast by its update, not by when the reply was rendered (a stale grid is told as stale)', async () => {
    // NWS can serve a gridpoint forecast updated days before the reply that carries it
    // (weather-gov/api#71: "forecast more than 18hrs old"); generatedAt is the rendering, updateTime
    // the forecast's issue. The Stryax label reads "a weather forecast ... on the day of application".
    clock = new Date('2026-11-23T17:30:00Z');
    const old = fixture('hourly-ICT-60,49.json').replace(
      '"updateTime": "2026-11-23T16:48:31+00:00"',
      '"updateTime": "2026-11-21T09:00:00+00:00"',
    );
    route = (request, response) =>
      request.url === '/gridpoints/ICT/60,49/forecast/hourly'
        ? json(response, 200, old, { 'cache-control': 'max-age=0' })
        : healthy()(request, response);
    expect((await adapter().forecastAt(38.1, -97.4)).issuedAt).toBe('2026-11-21T09:00:00+00:00');
  });

  it('fails when every hour of the forecast is past (an old forecast is not weather now)', async () => {
    clock = new Date('2026-11-26T12:00:00Z');
    route = healthy();
    await expect(adapter().forecastAt(38.1, -97.4)).rejects.toMatchObject({ reason: 'stale' });
  });
});

describe('NWS sky cover', () => {
  it('reads the sky from the period’s words, and nothing from words that do not say', () => {
    expect(skyCoverOf('Clear')).toBe(6);
    expect(skyCoverOf('Mostly Clear')).toBe(25);
    expect(skyCoverOf('Partly Cloudy')).toBe(50);
    expect(skyCoverOf('Mostly Cloudy')).toBe(75);
    expect(skyCoverOf('Cloudy')).toBe(94);
    expect(skyCoverOf('Chance Showers And Thunderstorms')).toBeNull();
    expect(skyCoverOf(undefined)).toBeNull();
  });
});

describe('NWS wind speeds', () => {
  it('reads the stronger figure of a range, and converts km/h', () => {
    expect(parseWindMph('10 mph')).toBe(10);
    expect(parseWindMph('5 to 15 mph')).toBe(15);
    expect(parseWindMph('16 km/h')).toBe(10);
    expect(parseWindMph('')).toBeNull();
  });
});
