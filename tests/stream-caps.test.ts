import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESERVATIONS_REFUSED, tooManyStreams } from '../gateway/src/subscriptions/stream-caps';
import { type Stack, startStack } from './support';

// What one client may hold on /graphql/stream (issue 50 item 5): no stream reservations, and a
// cap on the subscriptions one user (or, without a token anyone holds, one address) keeps open.
const CAP = 3;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ streamsPerClient: CAP });
});
afterAll(() => stack?.close());

type Opened = { status: number; close: () => void; body: string };

/** Opens `subscription { serverTime }` and waits for its first event (or its refusal). */
async function open(access?: string): Promise<Opened> {
  const abort = new AbortController();
  const response = await fetch(`${stack.gateway.url}/graphql/stream`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(access ? { authorization: `Bearer ${access}` } : {}),
    },
    body: JSON.stringify({ query: 'subscription { serverTime }' }),
    signal: abort.signal,
  });
  const close = () => abort.abort();
  if (response.status !== 200) return { status: response.status, close, body: await response.text() };
  // The stream opens with a comment (":"); its first event follows.
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let body = '';
  while (reader && !body.includes('event: next')) {
    const chunk = await reader.read();
    if (chunk.done) break;
    body += decoder.decode(chunk.value, { stream: true });
  }
  return { status: 200, close, body };
}

describe('stream reservations', () => {
  it('are refused with the reason, and what a reservation would have run gets nothing', async () => {
    const reserve = await fetch(`${stack.gateway.url}/graphql/stream`, { method: 'PUT' });
    expect(reserve.status).toBe(405);
    expect(reserve.headers.get('allow')).toBe('GET, POST');
    const body = (await reserve.json()) as { errors: { message: string }[] };
    expect(body.errors.map((error) => error.message)).toEqual([RESERVATIONS_REFUSED]);

    // An operation sent for a reservation someone claims to hold finds no stream.
    const onToken = await fetch(`${stack.gateway.url}/graphql/stream?token=guessed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-event-stream-token': 'guessed' },
      body: JSON.stringify({ query: 'subscription { serverTime }' }),
    });
    expect(onToken.status).toBe(404);
  });
});

describe('open subscriptions per client', () => {
  it('a grower holds the cap, the next is refused with why, and one closed makes room', async () => {
    const { access } = await stack.api.session();
    const held = await Promise.all(Array.from({ length: CAP }, () => open(access)));
    expect(held.map((stream) => stream.status)).toEqual(Array(CAP).fill(200));
    for (const stream of held) expect(stream.body).toContain('serverTime');

    const past = await open(access);
    expect(past.status).toBe(429);
    expect(JSON.parse(past.body).errors[0].message).toBe(tooManyStreams(CAP));

    // Another grower, and a visitor with no token, are not held up by the first grower.
    const { access: other } = await stack.api.session();
    const theirs = await open(other);
    const visitor = await open();
    expect([theirs.status, visitor.status]).toEqual([200, 200]);
    theirs.close();
    visitor.close();

    held[0]?.close();
    let again: Opened | undefined;
    await vi.waitFor(
      async () => {
        again?.close();
        again = await open(access);
        expect(again.status).toBe(200);
      },
      { timeout: 10_000, interval: 100 },
    );
    again?.close();
    for (const stream of held) stream.close();
  });

  it('a forged token counts against its address, not against the user it names', async () => {
    const { access, uuid } = await stack.api.session();
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: uuid, exp: 4102444800 }),
    ).toString('base64url')}.`;
    const spent = await Promise.all(Array.from({ length: CAP }, () => open(forged)));
    // The address's allowance is spent; the grower named in the forged token still has theirs.
    expect((await open()).status).toBe(429);
    const own = await open(access);
    expect(own.status).toBe(200);
    own.close();
    for (const stream of spent) stream.close();
  });
});
