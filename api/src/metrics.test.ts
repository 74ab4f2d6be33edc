import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/db';
import { primaryOnly } from './db/replica';
import { serveMetrics } from './metrics';

// What an operator's Prometheus scrapes off each api, and who else may not.
const db = {
  engine: 'postgres',
  query: async () => [{ lag: 2.5 }],
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
