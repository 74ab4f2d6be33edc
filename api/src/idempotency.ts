import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

// A request sent again with the same `Idempotency-Key` (a client whose answer was lost when a
// gateway or api died, issue 56) gets the first one's answer instead of doing it twice. Keys are
// an account's own (a signed-in caller's, never shared), for the methods that change things.
// While the first is still running, a second is told 503 to try again shortly. The mark is in
// Redis beside the change, not in its transaction: a process killed between its commit and its
// answer leaves only `pending`, which runs out after PENDING_MS, and a retry after that would do
// the change again. That window is the commit-to-answer time of the requests a crash catches.

const PENDING_MS = 10_000;
const KEPT_MS = 24 * 3600_000;
const KEY = /^[A-Za-z0-9_:-]{8,120}$/;

type Stored = { pending: true } | { status: number; type: string; body: string };

export type AnswerStore = {
  /** Claims `key` for a first run (true), or says what is there already. */
  claim(key: string): Promise<true | Stored>;
  keep(key: string, answer: Stored): Promise<void>;
  drop(key: string): Promise<void>;
  close(): Promise<void>;
};

export function redisAnswers(redisUrl: string): AnswerStore {
  const redis = new Redis(redisUrl, { connectionName: `api-${process.pid}-once` });
  return {
    async claim(key) {
      if (await redis.set(key, '{"pending":true}', 'PX', PENDING_MS, 'NX')) return true;
      const value = await redis.get(key);
      return value ? (JSON.parse(value) as Stored) : { pending: true };
    },
    async keep(key, answer) {
      await redis.set(key, JSON.stringify(answer), 'PX', KEPT_MS);
    },
    async drop(key) {
      await redis.del(key);
    },
    close: async () => {
      await redis.quit();
    },
  };
}

export function memoryAnswers(): AnswerStore {
  const answers = new Map<string, { answer: Stored; until: number }>();
  return {
    async claim(key) {
      const held = answers.get(key);
      if (held && held.until > Date.now()) return held.answer;
      answers.set(key, { answer: { pending: true }, until: Date.now() + PENDING_MS });
      return true;
    },
    async keep(key, answer) {
      answers.set(key, { answer, until: Date.now() + KEPT_MS });
    },
    async drop(key) {
      answers.delete(key);
    },
    close: async () => answers.clear(),
  };
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A route that declares Idempotency-Key in its own schema keeps the key with its change, in the
 * change's transaction (billing's purchases and upgrades: a duplicate sent at the same moment
 * waits for the first and gets its answer), which holds through a crash; this layer leaves it be.
 */
const keptByRoute = (request: FastifyRequest) => {
  const headers = request.routeOptions.schema?.headers as { shape?: Record<string, unknown> } | undefined;
  return Boolean(headers?.shape && 'idempotency-key' in headers.shape);
};
const claimed = new WeakMap<FastifyRequest, string>();

/** Registers the hooks on `app` (after each route's own authentication: preHandler). */
export function answerOnce(app: FastifyInstance, store: AnswerStore) {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const given = request.headers['idempotency-key'];
    if (!CHANGES.has(request.method) || typeof given !== 'string' || !request.viewer) return;
    if (!KEY.test(given) || keptByRoute(request)) return;
    const key = `fields:once:${request.viewer.accountId}:${request.method}:${request.url}:${given}`;
    const held = await store.claim(key);
    if (held === true) {
      claimed.set(request, key);
      return;
    }
    if ('pending' in held) {
      reply.header('retry-after', '1');
      return reply.code(503).send({ message: 'The same request is still being handled: try again shortly.' });
    }
    reply.header('idempotency-replayed', 'true');
    return reply.code(held.status).type(held.type).send(held.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = claimed.get(request);
    if (!key) return payload;
    // A fault is not an answer to keep: the change did not happen, and may be tried again.
    if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      await store.drop(key);
    else
      await store.keep(key, {
        status: reply.statusCode,
        type: String(reply.getHeader('content-type') ?? 'application/json'),
        body: payload.toString(),
      });
    return payload;
  });
  app.addHook('onClose', async () => store.close());
}
