import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { GatewayConfig } from './config';
import { nodeStreamReaders, nodeStreamUpstreamReads } from './upstream/shared-reads';

// Prometheus metrics of this gateway process (issue 56): operations and their times by name and
// kind, errors by code, subscriptions open now, node streams shared (upstream/shared-reads.ts). GET /metrics is for the operator's scraper: with
// METRICS_TOKEN only to its holder, without one only to loopback, and never in production
// without one. Operation names come from clients: past MAX_NAMES distinct ones, the rest are
// counted as `other`, so no client can grow the scrape without end.

const MAX_NAMES = 300;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,60}$/;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function gatewayMetrics(config: GatewayConfig['metrics']) {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'gateway_' });
  const registers = [register];
  register.registerMetric(nodeStreamReaders);
  register.registerMetric(nodeStreamUpstreamReads);
  const duration = new Histogram({
    name: 'gateway_operation_duration_seconds',
    help: 'Time to answer a query or mutation, by operation name, kind and outcome',
    labelNames: ['operation', 'kind', 'outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const errors = new Counter({
    name: 'gateway_errors_total',
    help: 'GraphQL errors answered, by code',
    labelNames: ['code'],
    registers,
  });
  const streams = new Gauge({
    name: 'gateway_streams_open',
    help: 'Subscription streams open now',
    registers,
  });
  const names = new Set<string>();
  const nameOf = (given: string | null | undefined) => {
    if (!given || !NAME.test(given)) return 'anonymous';
    if (names.has(given)) return given;
    if (names.size >= MAX_NAMES) return 'other';
    names.add(given);
    return given;
  };

  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      const started = performance.now();
      return {
        async didEncounterErrors({ errors: found }) {
          for (const error of found)
            errors.inc({ code: String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') });
        },
        async willSendResponse({ operationName, operation, errors: found }) {
          duration.observe(
            {
              operation: nameOf(operationName),
              kind: operation?.operation ?? 'unknown',
              outcome: found?.length ? 'error' : 'ok',
            },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
  /** Counts the streams of /graphql/stream while they are open. */
  const countStreams: RequestHandler = (_request, response, next) => {
    streams.inc();
    response.once('close', () => streams.dec());
    next();
  };
  const route: RequestHandler = async (request, response, next) => {
    const allowed = config.token
      ? request.headers.authorization === `Bearer ${config.token}`
      : config.served && LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!allowed) return next();
    response.type(register.contentType).send(await register.metrics());
  };
  return { plugin, countStreams, route };
}
