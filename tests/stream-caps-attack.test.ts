import { connect, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect as connectApp, registerApp } from '../api/src/modules/partners/oauth.testing';
import { tooManyStreams } from '../gateway/src/subscriptions/stream-caps';
import type { Session } from '../sdk/src';
import { createClient } from '../sdk/src/client';
import { type Stack, startStack } from './support';

// Attacks on the stream caps (commit 6ffd3d4, issue 50 item 5), as an attacker, a partner
// developer and a grower would try them. A case that shows a real failure is `it.fails`, with
// what it found; it passes until the product is fixed.
const CAP = 3;
const SUBSCRIPTION = JSON.stringify({ query: 'subscription { serverTime }' });
let stack: Stack;
let host: string;
let port: number;
beforeAll(async () => {
  stack = await startStack({ streamsPerClient: CAP });
  const url = new URL(stack.gateway.url);
  host = url.hostname;
  port = Number(url.port);
});
afterAll(() => stack?.close());

// The heap this process keeps (the gateway runs in it), after a full collection.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const keptMb = () => {
  collect();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

type Opened = { status: number; close: () => void; body: string; headers: Headers };

/** Opens `subscription { serverTime }` and waits for its first event (or its refusal). */
async function open(
  headers: Record<string, string> = {},
  method = 'POST',
  path = '/graphql/stream',
): Promise<Opened> {
  const abort = new AbortController();
  const response = await fetch(`${stack.gateway.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    ...(method === 'POST' ? { body: SUBSCRIPTION } : {}),
    signal: abort.signal,
  });
  const close = () => abort.abort();
  if (response.status !== 200 || method === 'HEAD')
    return { status: response.status, close, body: await response.text(), headers: response.headers };
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let body = '';
  while (reader && !body.includes('event: next')) {
    const chunk = await reader.read();
    if (chunk.done) break;
    body += decoder.decode(chunk.value, { stream: true });
  }
  return { status: 200, close, body, headers: response.headers };
}

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/**
 * Opens CAP streams for `headers`, waiting until the gateway has given back the places of
 * streams closed before (a closed fetch reaches the gateway a moment later).
 */
async function holdCap(
  headers: Record<string, string> = {},
  timeout = 10_000,
  method = 'POST',
  path = '/graphql/stream',
): Promise<Opened[]> {
  let held: Opened[] = [];
  await vi.waitFor(
    async () => {
      held = await Promise.all(Array.from({ length: CAP }, () => open(headers, method, path)));
      const statuses = held.map((stream) => stream.status);
      if (statuses.some((status) => status !== 200)) for (const stream of held) stream.close();
      expect(statuses).toEqual(Array(CAP).fill(200));
    },
    { timeout, interval: 200 },
  );
  return held;
}

/** The whole cap can be held again (and is let go). */
async function capIsWhole(headers: Record<string, string> = {}, timeout = 10_000) {
  for (const stream of await holdCap(headers, timeout)) stream.close();
}

/** A raw HTTP/1.1 request as text, for what fetch will not send (pipelining, unfinished bodies). */
const raw = (access: string | null, body = SUBSCRIPTION, extra = '') =>
  `POST /graphql/stream HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/json\r\n` +
  `Accept: text/event-stream\r\n${access ? `Authorization: Bearer ${access}\r\n` : ''}${extra}` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

function socket(localAddress?: string): Promise<{ socket: Socket; received: () => string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const made = connect({ port, host, ...(localAddress ? { localAddress } : {}) }, () =>
      resolve({ socket: made, received: () => text }),
    );
    made.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    made.on('error', () => {});
    made.once('error', reject);
  });
}

describe('stream reservations and the single connection mode (first corpus re-checked)', () => {
  it('many anonymous PUTs are all refused and leave no memory behind', async () => {
    // 20,000 in the first corpus; ATTACK_PUTS=20000 repeats that, 2,000 by default keeps it quick.
    const count = Number(process.env.ATTACK_PUTS ?? 2000);
    const before = keptMb();
    const started = Date.now();
    const statuses = new Map<number, number>();
    for (let sent = 0; sent < count; sent += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${stack.gateway.url}/graphql/stream`, { method: 'PUT' }).then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          }),
        ),
      );
      for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const grown = keptMb() - before;
    console.info(`${count} PUTs in ${Date.now() - started} ms, heap +${grown.toFixed(1)} MB`, statuses);
    expect([...statuses]).toEqual([[405, count]]);
    expect(grown).toBeLessThan(10);
  });

  it('PUT under other spellings of the path is refused too', async () => {
    for (const path of [
      '/graphql/stream/',
      '/GRAPHQL/STREAM',
      '/graphql/stream/x',
      '/graphql/stream?token=t',
    ]) {
      const reply = await fetch(`${stack.gateway.url}${path}`, {
        method: 'PUT',
        headers: { accept: 'text/plain' },
      });
      expect([path, reply.status]).toEqual([path, 405]);
    }
  });

  it('200 subscriptions on a reservation never opened find no stream, and hold nothing', async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        fetch(`${stack.gateway.url}/graphql/stream?token=never-opened`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-event-stream-token': 'never-opened' },
          body: JSON.stringify({
            query: 'subscription { serverTime }',
            extensions: { operationId: `op${n}` },
          }),
        }).then((r) => r.status),
      ),
    );
    expect(new Set(replies)).toEqual(new Set([404]));
    await capIsWhole();
  });

  it('the other verbs of single connection mode, and method overrides, reserve nothing', async () => {
    const url = `${stack.gateway.url}/graphql/stream`;
    const tries: [string, RequestInit][] = [
      ['GET ?token', { method: 'GET', headers: { accept: 'text/event-stream' } }],
      ['DELETE', { method: 'DELETE', headers: { 'x-graphql-event-stream-token': 't' } }],
      [
        'POST override PUT',
        { method: 'POST', headers: { 'x-http-method-override': 'PUT', 'x-graphql-event-stream-token': 't' } },
      ],
      [
        'POST X-HTTP-Method PUT',
        { method: 'POST', headers: { 'x-http-method': 'PUT', 'x-graphql-event-stream-token': 't' } },
      ],
      ['POST _method=PUT', { method: 'POST', headers: { 'x-graphql-event-stream-token': 't' } }],
      ['PATCH', { method: 'PATCH', headers: { 'x-graphql-event-stream-token': 't' } }],
    ];
    const answers: string[] = [];
    for (const [name, init] of tries) {
      const target =
        name === 'GET ?token' ? `${url}?token=t` : name.includes('_method') ? `${url}?_method=PUT` : url;
      const reply = await fetch(target, { ...init, signal: AbortSignal.timeout(5000) });
      await reply.arrayBuffer();
      answers.push(`${name} ${reply.status}`);
    }
    // None opened a stream (200) or registered a reservation (201).
    for (const answer of answers) expect(answer).not.toMatch(/ 20[01]$/);
    // A reservation was not made under the override: the token's stream still is not there.
    const claim = await fetch(`${url}?token=t`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: SUBSCRIPTION,
    });
    expect(claim.status).toBe(404);
    await capIsWhole();
  });

  it('a GET or HEAD subscription (distinct mode by query string) is counted like a POST', async () => {
    const query = `?query=${encodeURIComponent('subscription { serverTime }')}`;
    const held = await holdCap({}, 10_000, 'GET', `/graphql/stream${query}`);
    const head = await open({}, 'HEAD', `/graphql/stream${query}`);
    const withToken = await open({}, 'GET', `/graphql/stream${query}&token=x`);
    for (const stream of held) stream.close();
    // HEAD opens nothing (graphql-sse answers 415 before onSubscribe); a token changes nothing.
    expect([head.status, withToken.status]).toEqual([415, 429]);
    await capIsWhole();
  });
});

describe('subscriptions refused or abandoned after being counted do not leak the count', () => {
  it('invalid subscriptions (validation errors in the stream) give their place back', async () => {
    const { access } = await stack.api.session();
    for (let n = 0; n < CAP * 3; n += 1) {
      const reply = await fetch(`${stack.gateway.url}/graphql/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearer(access) },
        body: JSON.stringify({ query: 'subscription { noSuchField }' }),
      });
      await reply.text();
    }
    await capIsWhole(bearer(access));
  });

  it('queries and mutations sent to the stream end and give their place back', async () => {
    const { access } = await stack.api.session();
    for (let n = 0; n < CAP * 3; n += 1) {
      const reply = await fetch(`${stack.gateway.url}/graphql/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearer(access) },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      await reply.text();
    }
    await capIsWhole(bearer(access));
  });

  it('clients that hang up during onSubscribe (before or after their place is taken) leak no place', async () => {
    const { access } = await stack.api.session();
    // Hang up at once, and after a moment (mid-way through the token check and the budget).
    for (const after of [0, 2, 10, 30]) {
      for (let n = 0; n < CAP * 2; n += 1) {
        const { socket: made } = await socket();
        made.write(raw(access));
        await new Promise((resolve) => setTimeout(resolve, after));
        made.destroy();
      }
    }
    await capIsWhole(bearer(access));
  });

  // Pipelined requests queue behind the first one's stream; a hang-up gives every place back.
  it('pipelined subscriptions on one socket, then a hang-up, leave the cap whole', async () => {
    const { access } = await stack.api.session();
    const { socket: made, received } = await socket();
    made.write(Array.from({ length: CAP + 1 }, () => raw(access)).join(''));
    await vi.waitFor(() => expect(received()).toContain('event: next'), { timeout: 10_000 });
    made.destroy();
    await capIsWhole(bearer(access), 5_000);
  });

  it('request bodies never finished (plain or chunked) hold no place in the cap', async () => {
    const { access } = await stack.api.session();
    const hung: Socket[] = [];
    for (let n = 0; n < CAP * 2; n += 1) {
      const { socket: made } = await socket();
      // Says 10,000 bytes, sends 10.
      made.write(
        raw(access, SUBSCRIPTION)
          .replace(/Content-Length: \d+/, 'Content-Length: 10000')
          .slice(0, -20),
      );
      hung.push(made);
      const { socket: chunked } = await socket();
      chunked.write(
        `POST /graphql/stream HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nAccept: text/event-stream\r\n` +
          `Authorization: Bearer ${access}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"que\r\n`,
      );
      hung.push(chunked);
    }
    await capIsWhole(bearer(access));
    for (const made of hung) made.destroy();
  });
});

describe('whose count a request adds to', () => {
  it('a forged cookie naming a grower counts against its address, not the grower', async () => {
    const { access, uuid } = await stack.api.session();
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: uuid, exp: 4102444800 }),
    ).toString('base64url')}.`;
    const spent = await holdCap({ cookie: `access_token=${forged}` });
    expect((await open()).status).toBe(429);
    const own = await open(bearer(access));
    expect(own.status).toBe(200);
    own.close();
    for (const stream of spent) stream.close();
  });

  it("one grower's streams do not hold another's, whatever the first sends", async () => {
    const { access: first } = await stack.api.session();
    const { access: second } = await stack.api.session();
    const held = await Promise.all(Array.from({ length: CAP }, () => open(bearer(first))));
    // The first grower's bearer and a cookie with the second's token: the bearer names the holder.
    const both = await open({ ...bearer(first), cookie: `access_token=${second}` });
    expect(both.status).toBe(429);
    const theirs = await open(bearer(second));
    expect(theirs.status).toBe(200);
    theirs.close();
    for (const stream of held) stream.close();
  });
});

describe("a grower's own clients share one count", () => {
  // By design (budget-key.ts): our own tokens, in a cookie (the web app) or a bearer header (a
  // script logged in with the grower's password), are client "web" for that user. A grower's
  // script holding the cap therefore refuses the grower's browser its map and notices; the
  // browser itself cannot reach 50 (3 streams a tab, and HTTP/1.1's 6 connections per host).
  it("a script's bearer streams at the cap refuse the same grower's cookie session", async () => {
    const { access } = await stack.api.session();
    const held = await holdCap(bearer(access));
    const browser = await open({ cookie: `access_token=${access}` });
    for (const stream of held) stream.close();
    expect(browser.status).toBe(429);
  });
});

describe('anonymous streams by address', () => {
  it("one address at the cap holds no other address's streams (127.0.0.1 vs 127.0.0.2)", async () => {
    const held = await holdCap();
    const { socket: other, received } = await socket('127.0.0.2');
    other.write(raw(null));
    await vi.waitFor(() => expect(received()).toMatch(/^HTTP\/1.1 \d+/), { timeout: 5_000 });
    const status = received().slice(9, 12);
    const past = await open();
    other.destroy();
    for (const stream of held) stream.close();
    expect([status, past.status]).toEqual(['200', 429]);
  });

  it('unfinished request bodies keep sockets and memory, uncounted, until the server times them out', async () => {
    const before = keptMb();
    const hung: Socket[] = [];
    for (let n = 0; n < 300; n += 1) {
      const { socket: made } = await socket();
      made.write(raw(null).replace(/Content-Length: \d+/, 'Content-Length: 100000'));
      hung.push(made);
    }
    const grown = keptMb() - before;
    console.info(
      `300 unfinished bodies held, heap +${grown.toFixed(1)} MB; still open: ${hung.filter((made) => !made.destroyed).length}`,
    );
    // Not a place in the cap (the address can still open its whole cap) and little memory.
    await capIsWhole();
    for (const made of hung) made.destroy();
    expect(grown).toBeLessThan(10);
  });
});

describe('partner apps for one grower', () => {
  it("one app at the cap holds neither another app's streams for that grower nor the grower's own", async () => {
    const person = await stack.api.session({ developer: true });
    const app = await registerApp(stack.api, person.access, { scopes: ['fields:read'] });
    const other = await registerApp(stack.api, person.access, { scopes: ['fields:read'], name: 'Other' });
    const grower = await stack.api.session({ plan: 'B' });
    const first = (await connectApp(stack.api, app, grower.access, 'fields:read')).access;
    const second = (await connectApp(stack.api, other, grower.access, 'fields:read')).access;
    const token = (access: string) => ({ ...bearer(access), 'x-session-mode': 'token' });
    const held = await holdCap(token(first));
    expect((await open(token(first))).status).toBe(429);
    const theirs = await open(token(second));
    const own = await open(bearer(grower.access));
    expect([theirs.status, own.status]).toEqual([200, 200]);
    for (const stream of [...held, theirs, own]) stream.close();
  });
});

describe('subscriptions by another door', () => {
  // Apollo answers at once (200, with "Cannot return null for non-nullable field
  // Subscription.serverTime"): an unclear reply, but nothing is held open.
  it('/graphql holds no subscription open (nothing there to hold uncounted)', async () => {
    const reply = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'multipart/mixed;subscriptionSpec="1.0", application/json',
        'apollo-require-preflight': 'true',
      },
      body: SUBSCRIPTION,
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await reply.json()) as { data?: unknown; errors?: unknown[] };
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
  });
});

describe('what a refused client is told', () => {
  // FOUND (fixed: counted before charged): a subscription refused with 429 TOO_MANY_SUBSCRIPTIONS was charged first: onSubscribe
  // spends its cost before it counts streams, so each refusal past the cap spends budget
  // (x-ratelimit-used went 4 -> 5 between two refusals), though docs/partners/rate-limits.md says
  // a subscription spends its cost "once, when it starts". A partner app retrying a refused
  // subscription drains its grower's budget with streams it never got.
  it('a subscription refused for the cap spends no budget', async () => {
    const { access } = await stack.api.session();
    const held = await Promise.all(Array.from({ length: CAP }, () => open(bearer(access))));
    const first = await open(bearer(access));
    const second = await open(bearer(access));
    for (const stream of held) stream.close();
    expect([first.status, second.status]).toEqual([429, 429]);
    expect(second.headers.get('x-ratelimit-used')).toBe(first.headers.get('x-ratelimit-used'));
  });

  // FOUND (fixed in errorOf): the SDK (sdk/src/errors.ts errorOf) read every 429 as a spent budget:
  // TOO_MANY_SUBSCRIPTIONS becomes RateLimitedError("Rate limit exceeded.", retryAfter 60),
  // losing the gateway's message ("... Close one to open another.") and telling the app to wait a
  // minute, which does not help while its streams stay open.
  it('the SDK tells a partner app it holds too many subscriptions, not to wait a minute', async () => {
    const { access } = await stack.api.session();
    const held = await Promise.all(Array.from({ length: CAP }, () => open(bearer(access))));
    const session = { accessToken: async () => access, refresh: async () => ({}) } as unknown as Session;
    const sdk = createClient({ origin: stack.gateway.url, session });
    const failure = await (async () => {
      try {
        for await (const _ of sdk.subscribe('subscription { serverTime }' as never, {} as never)) break;
      } catch (error) {
        return error as Error & { retryAfter?: number };
      }
      return null;
    })();
    sdk.close();
    for (const stream of held) stream.close();
    expect(failure?.message).toBe(tooManyStreams(CAP));
  });

  it('the 429 names the cap and the remedy, as JSON with the GraphQL error code', async () => {
    const held = await holdCap();
    const past = await open();
    for (const stream of held) stream.close();
    expect(past.status).toBe(429);
    expect(past.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(past.body) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({
      message: tooManyStreams(CAP),
      extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
    });
  });

  it('many refused attempts past the cap grow no memory and keep refusing', async () => {
    const held = await holdCap();
    const before = keptMb();
    const statuses = new Map<number, number>();
    for (let n = 0; n < 1000; n += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => open().then((s) => s.status)));
      for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const grown = keptMb() - before;
    console.info(`1000 refused attempts, heap +${grown.toFixed(1)} MB`, statuses);
    for (const stream of held) stream.close();
    expect([...statuses]).toEqual([[429, 1000]]);
    expect(grown).toBeLessThan(10);
    await capIsWhole();
  });
});
