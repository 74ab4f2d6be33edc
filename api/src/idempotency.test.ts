import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerOnce, memoryAnswers } from './idempotency';

// A client whose answer was lost sends the same mutation again with the same Idempotency-Key
// (bench/failover.ts): it must get the first answer, and the change must happen once.
async function appCountingChanges(options: { fail?: boolean } = {}) {
  const app = Fastify();
  let done = 0;
  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization) request.viewer = { accountId: 7 } as never;
  });
  answerOnce(app, memoryAnswers());
  app.post('/tank-mixes/', async (_request, reply) => {
    done += 1;
    if (options.fail) return reply.code(500).send({ message: 'fault' });
    return reply.code(201).send({ id: done });
  });
  await app.ready();
  const post = (key?: string, signedIn = true) =>
    app.inject({
      method: 'POST',
      url: '/tank-mixes/',
      headers: {
        ...(signedIn ? { authorization: 'Bearer x' } : {}),
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
});
