import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerOnce, memoryAnswers } from './idempotency';

// A client whose answer was lost sends the same mutation again with the same Idempotency-Key
// (bench/failover.ts): it must get the first answer, and the change must happen once.
async function appCountingChanges(options: { fail?: boolean; busyFirst?: number } = {}) {
  const app = Fastify();
  let done = 0;
  app.addHook('onRequest', async (request) => {
    const who = request.headers.authorization;
    // Two people of one account (a grower and the retailer acting as them), and a partner app.
    if (who === 'Bearer x') request.viewer = { accountId: 7, userUuid: 'u-1', actorUuid: 'u-1' } as never;
    if (who === 'Bearer retailer')
      request.viewer = { accountId: 7, userUuid: 'u-1', actorUuid: 'r-9', impersonated: true } as never;
    if (who === 'Bearer app')
      request.viewer = {
        accountId: 7,
        userUuid: 'u-1',
        actorUuid: 'u-1',
        partner: { clientId: 'app-3' },
      } as never;
  });
  answerOnce(app, memoryAnswers());
  app.post('/tank-mixes/', async (request, reply) => {
    done += 1;
    if (options.fail) return reply.code(500).send({ message: 'fault' });
    // The import's "your other files are still being read" (imports/thread.ts): nothing done yet.
    if (done <= (options.busyFirst ?? 0))
      return reply.code(429).send({ errors: ['Wait for your other files.'] });
    return reply.code(201).send({ id: done, name: (request.body as { name?: string } | null)?.name });
  });
  await app.ready();
  const post = (key?: string, signedIn: boolean | string = true, body: object = { name: 'Mix' }) =>
    app.inject({
      method: 'POST',
      url: '/tank-mixes/',
      payload: body,
      headers: {
        ...(signedIn ? { authorization: signedIn === true ? 'Bearer x' : `Bearer ${signedIn}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
  return { app, post, done: () => done };
}

describe('a change asked for twice with one Idempotency-Key', () => {
  it('is done once, and the second asking gets the first answer', async () => {
    const { post, done } = await appCountingChanges();
    const first = await post('grower-key-1:1');
    const again = await post('grower-key-1:1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(done()).toBe(1);
  });

  it('is done again under another key, or with no key at all', async () => {
    const { post, done } = await appCountingChanges();
    await post('grower-key-1:1');
    await post('grower-key-2:1');
    await post();
    await post();
    expect(done()).toBe(4);
  });

  it('is done again after a fault, which is no answer to keep', async () => {
    const { post, done } = await appCountingChanges({ fail: true });
    expect((await post('grower-key-3:1')).statusCode).toBe(500);
    expect((await post('grower-key-3:1')).statusCode).toBe(500);
    expect(done()).toBe(2);
  });

  it('is not kept for an anonymous caller, whose keys anyone could send', async () => {
    const { post, done } = await appCountingChanges();
    await post('grower-key-4:1', false);
    await post('grower-key-4:1', false);
    expect(done()).toBe(2);
  });

  it('is refused, not answered with the first, when the key comes back with another body', async () => {
    // draft-ietf-httpapi-idempotency-key-header §2.7: a key reused for another payload is 422.
    // Answering with the first would tell the client "Mix B" was made when only "Mix A" was.
    const { post, done } = await appCountingChanges();
    expect((await post('grower-key-5:1', true, { name: 'Mix A' })).statusCode).toBe(201);
    const other = await post('grower-key-5:1', true, { name: 'Mix B' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0]).toMatch(/Idempotency-Key/);
    expect(other.body).not.toMatch(/Mix A/);
    const same = await post('grower-key-5:1', true, { name: 'Mix A' });
    expect(same.statusCode).toBe(201);
    expect(same.json()).toEqual({ id: 1, name: 'Mix A' });
    expect(done()).toBe(1);
  });

  it('is not another person’s answer: a retailer acting as the grower, or a partner app, has keys of its own', async () => {
    const { post, done } = await appCountingChanges();
    const grower = await post('grower-key-6:1', true, { name: 'Private mix' });
    expect(grower.statusCode).toBe(201);
    const retailer = await post('grower-key-6:1', 'retailer', { name: 'Private mix' });
    const app = await post('grower-key-6:1', 'app', { name: 'Private mix' });
    expect(retailer.headers['idempotency-replayed']).toBeUndefined();
    expect(app.headers['idempotency-replayed']).toBeUndefined();
    expect(done()).toBe(3);
  });

  it('with a key the first request is still running under, is told to try again and does nothing', async () => {
    const { post, done } = await appCountingChanges();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('grower-key-7:1')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    expect(done()).toBe(1);
  });

  it('is done when sent again after a 429 (busy: try again), which is no answer to keep', async () => {
    // A client that retries with its key, as it should after a lost or transient answer, would
    // otherwise be told "busy" for the key's 24 hours and never have its file imported.
    const { post } = await appCountingChanges({ busyFirst: 1 });
    expect((await post('grower-key-8:1')).statusCode).toBe(429);
    const again = await post('grower-key-8:1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBeUndefined();
  });

  it('holds a bounded number of answers in one process, however many keys a caller sends', async () => {
    // With no Redis, each new key's answer was kept in memory for 24 hours, without bound.
    const store = memoryAnswers({ max: 100 });
    for (let at = 0; at < 5_000; at += 1) {
      expect(await store.claim(`fields:once:7:u-1:own:POST:/farms/:key-${at}`, 'digest')).toBe(true);
      await store.keep(`fields:once:7:u-1:own:POST:/farms/:key-${at}`, {
        status: 400,
        type: 'x',
        body: '{}',
      });
    }
    expect(store.held()).toBeLessThanOrEqual(100);
    // The newest answers are still given back.
    expect(await store.claim('fields:once:7:u-1:own:POST:/farms/:key-4999', 'digest')).toMatchObject({
      status: 400,
    });
  });
});
