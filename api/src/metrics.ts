import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { cacheLookups } from './cache-lookups';
import type { Db } from './db/db';
import type { ReadRouter } from './db/replica';

// Prometheus metrics of this api process (issue 56): requests and their times by route, errors by
// status, requests open now (an SSE stream is one while it lasts), the database pool, the
// outbox's lag, the mail and webhook queues' depths, cache hits (cache-lookups.ts), and where the
// map's reads went. GET /metrics is for the operator's scraper, not
// the public: in production it is served only with METRICS_TOKEN (Bearer), and without a token
// only to loopback outside production. The route is left out of the OpenAPI document.

export type MetricsOptions = { token: string | undefined; production: boolean; db: Db; reads: ReadRouter };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function serveMetrics(app: FastifyInstance, { token, production, db, reads }: MetricsOptions) {
  if (production && !token) return;
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'api_' });
  const registers = [register];
  register.registerMetric(cacheLookups);
  const duration = new Histogram({
    name: 'api_request_duration_seconds',
    help: 'Time to answer a request (an SSE stream: its whole life), by route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const errors = new Counter({
    name: 'api_errors_total',
    help: 'Answers of status 400 and above, by route template and status',
    labelNames: ['route', 'status'],
    registers,
  });
  const open = new Gauge({
    name: 'api_requests_open',
    help: 'Requests being answered now, streams included',
    registers,
  });
  new Gauge({
    name: 'api_db_pool_connections',
    help: "The database pool's connections: total, idle, and requests waiting for one",
    labelNames: ['state'],
    registers,
    collect() {
      const stats = db.poolStats?.();
      if (stats) for (const [state, count] of Object.entries(stats)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'api_outbox_lag_seconds',
    help: 'Age of the oldest domain event not yet published as a live signal (0: none waiting)',
    registers,
    async collect() {
      const [row] = await db.query<{ lag: number }>(
        `SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(occurred_at)), 0)::float8 AS lag
           FROM domain_events WHERE published_at IS NULL`,
      );
      this.set(row?.lag ?? 0);
    },
  });
  new Gauge({
    name: 'api_queue_depth',
    help: 'Items waiting in the outboxes a worker drains (mail, webhooks): not yet sent, delivered or failed',
    labelNames: ['queue'],
    registers,
    async collect() {
      const [row] = await db.query<{ mail: number; webhooks: number }>(
        `SELECT (SELECT count(*) FROM mail_outbox WHERE sent_at IS NULL)::int AS mail,
                (SELECT count(*) FROM webhook_deliveries
                  WHERE delivered_at IS NULL AND failed_at IS NULL)::int AS webhooks`,
      );
      this.set({ queue: 'mail' }, row?.mail ?? 0);
      this.set({ queue: 'webhooks' }, row?.webhooks ?? 0);
    },
  });
  new Gauge({
    name: 'api_map_reads',
    help: "The CLU map's reads since start, by the database they went to (replica, primary)",
    labelNames: ['database'],
    registers,
    collect() {
      for (const [database, count] of Object.entries(reads.routed)) this.set({ database }, count);
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    open.inc();
    // The response's close, not onResponse: a stream's reply is written by hand and has none.
    reply.raw.once('close', () => {
      open.dec();
      const route = request.routeOptions.url ?? 'unrouted';
      const status = String(reply.raw.statusCode);
      duration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
      if (reply.raw.statusCode >= 400) errors.inc({ route, status });
    });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed = token
      ? request.headers.authorization === `Bearer ${token}`
      : LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!allowed) return reply.code(404).send({ message: `No route for GET /metrics` });
    return reply.type(register.contentType).send(await register.metrics());
  });
}
