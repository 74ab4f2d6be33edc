import type { FastifyInstance } from 'fastify';
import type { ReadRouter } from './db/replica';
import { answerOnce, memoryAnswers, redisAnswers } from './idempotency';

// What the api does for running as one of several behind a balancer (issue 56), registered before
// any route so every route has it.
export function scaledOut(
  app: FastifyInstance,
  options: { reads: ReadRouter; redisUrl: string | undefined },
) {
  const { reads } = options;
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
  answerOnce(app, options.redisUrl ? redisAnswers(options.redisUrl) : memoryAnswers());
}
