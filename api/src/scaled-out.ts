import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import type { Db } from './db/db';
import type { ReadRouter } from './db/replica';
import { answerOnce, memoryAnswers, redisAnswers } from './idempotency';
import { serveMetrics } from './metrics';

/** The settings this needs of the api's configuration. */
export type ScaledOutSettings = 'redisUrl' | 'metricsToken' | 'env';

// What the api does for running as one of several behind a balancer, and for being watched there
// (issue 56), registered before any route so every route has it.
export function scaledOut(
  app: FastifyInstance,
  options: {
    reads: ReadRouter;
    db: Db;
    config: Partial<Pick<ApiConfig, 'redisUrl' | 'metricsToken' | 'env'>>;
  },
) {
  const { reads, db, config } = options;
  // Seen from outside: Prometheus metrics (metrics.ts).
  serveMetrics(app, { token: config.metricsToken, production: config.env === 'production', db, reads });
  // A request that may have written marks its account's position before its answer leaves, so
  // the account's next map read, through either api, waits for the replica to pass it. Failing to
  // mark (Redis down) is logged, not answered as a failure: the write has committed.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.viewer && !['GET', 'HEAD', 'OPTIONS'].includes(request.method))
      await reads.wrote(request.viewer.accountId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'write position not marked: reads may lag for this account');
      });
    return payload;
  });
  // A mutation sent again with its Idempotency-Key is answered, not done twice.
  answerOnce(app, config.redisUrl ? redisAnswers(config.redisUrl) : memoryAnswers());
}
