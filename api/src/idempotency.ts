import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

// A request sent again with the same `Idempotency-Key` (a client whose answer was lost when a
// gateway or api died, issue 56) gets the first one's answer instead of doing it twice. Keys are
// an account's own (a signed-in caller's, never shared), for the methods that change things.
// While the first is still running, a second is told 503 to try again shortly. The mark is in
// Redis beside the change, not in its transaction: a process killed between its commit and its
// answer leaves only `pending`, which runs out after PENDING_MS, and a retry after that would do
// the change again. That window is the commit-to-answer time of the requests a crash catches.
// A key is the caller's own: the account, the person at the keyboard (a retailer acting as a
// grower is not the grower) and the partner app, so no one is answered with another's answer. A
// key sent again with another body is refused (422, draft-ietf-httpapi-idempotency-key-header
// §2.7): the first answer would tell the client a change was made that was not.

const PENDING_MS = 10_000;
const KEPT_MS = 24 * 3600_000;
const KEY = /^[A-Za-z0-9_:-]{8,120}$/;

/** `request` is a digest of the request's body, to tell the same request from another. */
type Stored = { request?: string } & ({ pending: true } | { status: number; type: string; body: string });

export type AnswerStore = {
  /** Claims `key` for a first run of `request` (true), or says what is there already. */
  claim(key: string, request: string): Promise<true | Stored>;
  keep(key: string, answer: Stored): Promise<void>;
  drop(key: string): Promise<void>;
  close(): Promise<void>;
};

export function redisAnswers(redisUrl: string): AnswerStore {
  const redis = new Redis(redisUrl, { connectionName: `api-${process.pid}-once` });
  return {
    async claim(key, request) {
      if (await redis.set(key, JSON.stringify({ pending: true, request }), 'PX', PENDING_MS, 'NX'))
        return true;
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

/**
 * One process's answers (no Redis: `npm start`, a single machine). At most `max` are held, the
 * oldest given up first, so a signed-in caller sending a new key with every request cannot grow
 * the process without end for the keys' 24 hours; an answer given up is done again if asked.
 */
export function memoryAnswers({ max = 20_000 }: { max?: number } = {}): AnswerStore & { held(): number } {
  const answers = new Map<string, { answer: Stored; until: number }>();
  const put = (key: string, answer: Stored, ms: number) => {
    answers.delete(key);
    answers.set(key, { answer, until: Date.now() + ms });
    for (const oldest of answers.keys()) {
      if (answers.size <= max) break;
      answers.delete(oldest);
    }
  };
  return {
    async claim(key, request) {
      const held = answers.get(key);
      if (held && held.until > Date.now()) return held.answer;
      put(key, { pending: true, request }, PENDING_MS);
      return true;
    },
    async keep(key, answer) {
      put(key, answer, KEPT_MS);
    },
    async drop(key) {
      answers.delete(key);
    },
    close: async () => answers.clear(),
    held: () => answers.size,
  };
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers that say "not now" rather than "done" or "never": 408, 425 Too Early, 429. */
const tryAgain = new Set([408, 425, 429]);

/**
 * A route that declares Idempotency-Key in its own schema keeps the key with its change, in the
 * change's transaction (billing's purchases and upgrades: a duplicate sent at the same moment
 * waits for the first and gets its answer), which holds through a crash; this layer leaves it be.
 */
const keptByRoute = (request: FastifyRequest) => {
  const headers = request.routeOptions.schema?.headers as { shape?: Record<string, unknown> } | undefined;
  return Boolean(headers?.shape && 'idempotency-key' in headers.shape);
};
const claimed = new WeakMap<FastifyRequest, { key: string; digest: string }>();

/** The caller a key belongs to: account, person at the keyboard, and partner app if any. */
const ownerOf = (viewer: NonNullable<FastifyRequest['viewer']>) =>
  [viewer.accountId, viewer.actorUuid, viewer.partner?.clientId ?? 'own'].join(':');

/** A digest of the request's body as parsed (JSON bodies: the same object, whatever its spacing). */
const digestOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify(request.body ?? null) ?? '')
    .digest('base64url');

export const reusedKeyMessage =
  'This Idempotency-Key was used for another request: send a new key for a new request.';

/** Registers the hooks on `app` (after each route's own authentication: preHandler). */
export function answerOnce(app: FastifyInstance, store: AnswerStore) {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const given = request.headers['idempotency-key'];
    if (!CHANGES.has(request.method) || typeof given !== 'string' || !request.viewer) return;
    if (!KEY.test(given) || keptByRoute(request)) return;
    const key = `fields:once:${ownerOf(request.viewer)}:${request.method}:${request.url}:${given}`;
    const digest = digestOf(request);
    const held = await store.claim(key, digest);
    if (held === true) {
      claimed.set(request, { key, digest });
      return;
    }
    if (held.request !== undefined && held.request !== digest)
      return reply.code(422).send({ code: 'idempotency_key_reused', errors: [reusedKeyMessage] });
    if ('pending' in held) {
      reply.header('retry-after', '1');
      return reply.code(503).send({ message: 'The same request is still being handled: try again shortly.' });
    }
    reply.header('idempotency-replayed', 'true');
    return reply.code(held.status).type(held.type).send(held.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const { key, digest } = claimed.get(request) ?? {};
    if (!key) return payload;
    // A fault, or "busy, try again" (408, 425, 429), is not an answer to keep: the change did not
    // happen, and a client that retries with its key, as it should, must have it done.
    if (
      reply.statusCode >= 500 ||
      tryAgain.has(reply.statusCode) ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    )
      await store.drop(key);
    else
      await store.keep(key, {
        request: digest,
        status: reply.statusCode,
        type: String(reply.getHeader('content-type') ?? 'application/json'),
        body: payload.toString(),
      });
    return payload;
  });
  app.addHook('onClose', async () => store.close());
}
