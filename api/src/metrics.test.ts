import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/db';
import { primaryOnly } from './db/replica';
import { serveMetrics } from './metrics';
import { NwsWeather } from './providers/weather/nws';

// What an operator's Prometheus scrapes off each api, and who else may not.
const db = {
  engine: 'postgres',
  // One row answers every collector's query: the outbox's lag and the queues' depths.
  query: async () => [{ lag: 2.5, mail: 3, webhooks: 1 }],
  poolStats: () => ({ total: 10, idle: 7, waiting: 0 }),
} as unknown as Db;

async function apiWithMetrics(token: string | undefined, production = false) {
  const app = Fastify();
  serveMetrics(app, { token, production, db, reads: primaryOnly(db) });
  app.get('/fields/:id', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('GET /metrics', () => {
  it('counts requests by route template, the pool and the outbox lag', async () => {
    const app = await apiWithMetrics(undefined);
    await app.inject({ url: '/fields/1' });
    await app.inject({ url: '/fields/2' });
    const text = (await app.inject({ url: '/metrics' })).body;
    expect(text).toMatch(
      /api_request_duration_seconds_count\{method="GET",route="\/fields\/:id",status="200"\} 2/,
    );
    expect(text).toMatch(/api_db_pool_connections\{state="idle"\} 7/);
    expect(text).toMatch(/api_outbox_lag_seconds 2\.5/);
  });

  it('shows the mail and webhook queues waiting and the caches’ hits and misses', async () => {
    // NWS as it answers (the adapter's fixtures), for a cache to be looked in.
    const fixtures = join(import.meta.dirname, 'providers', 'weather', 'fixtures');
    const nws = createServer((request, response) => {
      const file =
        request.url === '/points/38.1000,-97.4000' ? 'points-38.1,-97.4.json' : 'hourly-ICT-60,49.json';
      response.writeHead(200, { 'content-type': 'application/geo+json', 'cache-control': 'max-age=3600' });
      response.end(readFileSync(join(fixtures, file)));
    });
    await new Promise<void>((resolve) => nws.listen(0, '127.0.0.1', resolve));
    const now = () => new Date('2026-11-23T17:30:00Z');
    const weather = new NwsWeather({
      baseUrl: `http://127.0.0.1:${(nws.address() as AddressInfo).port}`,
      userAgent: '(field-boundaries tests)',
      timeoutMs: 2000,
      now,
    });
    const app = await apiWithMetrics(undefined);
    const before = (await app.inject({ url: '/metrics' })).body;
    const count = (text: string, result: string) =>
      Number(
        new RegExp(`api_cache_lookups_total\\{cache="weather",result="${result}"\\} (\\d+)`).exec(
          text,
        )?.[1] ?? 0,
      );
    await weather.forecastAt(38.1, -97.4);
    await weather.forecastAt(38.1, -97.4);
    nws.close();
    const text = (await app.inject({ url: '/metrics' })).body;
    expect(text).toMatch(/api_queue_depth\{queue="mail"\} 3/);
    expect(text).toMatch(/api_queue_depth\{queue="webhooks"\} 1/);
    // The first forecast misses both the point and its grid's forecast; the second hits both.
    expect(count(text, 'miss') - count(before, 'miss')).toBe(2);
    expect(count(text, 'hit') - count(before, 'hit')).toBe(2);
  });

  it('answers only the token holder when there is a token', async () => {
    const app = await apiWithMetrics('scraper-token-0123456789');
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const scraped = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer scraper-token-0123456789' },
    });
    expect(scraped.statusCode).toBe(200);
  });

  it('is not there at all in production without a token', async () => {
    const app = await apiWithMetrics(undefined, true);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('is not served to another machine without a token', async () => {
    const app = await apiWithMetrics(undefined);
    expect((await app.inject({ url: '/metrics', remoteAddress: '10.0.0.9' })).statusCode).toBe(404);
  });
});
