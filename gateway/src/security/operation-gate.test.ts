import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_MS } from '../budget/budgets';
import { configWith, type GatewayConfig } from '../config';
import { type RunningGateway, startGateway } from '../server';

// What a client notices of the gateway's two gates: the web app's published operations by hash
// (and nothing else from a first-party client when the setting is on), and a query-cost budget
// a minute per grower and client, told in X-RateLimit-* headers. None of these operations needs
// the api, so none is reached.
const published = {
  hello: 'query Hello { __typename }',
  clock: 'subscription Clock { serverTime }',
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const manifest = join(mkdtempSync(join(tmpdir(), 'persisted-')), 'persisted-documents.json');
writeFileSync(
  manifest,
  JSON.stringify(Object.fromEntries(Object.values(published).map((t) => [sha256(t), t]))),
);

// A token as the api issues them, as far as the gateway reads one (it verifies nothing).
const tokenOf = (grower: string) =>
  `e30.${Buffer.from(JSON.stringify({ sub: grower, exp: Date.now() / 1000 + 3600 })).toString('base64url')}.sig`;

const minuteStart = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;
let now = minuteStart + 1_000;

// The api as far as budgets ask it: whose a token is (GET /auth/users/me/). Budgets are keyed on
// the identity the api vouches for, never on a token's own claims (issue 50).
let whoIsApi: Server | undefined;
async function apiThatKnowsTokens(): Promise<string> {
  if (!whoIsApi) {
    whoIsApi = createServer((request, response) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const payload = token.split('.')[1];
      if (request.url !== '/auth/users/me/' || !payload) {
        response.writeHead(404).end();
        return;
      }
      const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ uuid: sub }));
    });
    await new Promise<void>((resolve) => whoIsApi?.listen(0, '127.0.0.1', resolve));
  }
  const address = whoIsApi.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}
afterAll(() => new Promise<void>((resolve) => (whoIsApi ? whoIsApi.close(() => resolve()) : resolve())));

async function gatewayWith(overrides: Partial<GatewayConfig>) {
  return startGateway(
    configWith({
      apiUrl: await apiThatKnowsTokens(),
      port: 0,
      host: '127.0.0.1',
      webDist: '/nonexistent',
      redisUrl: undefined,
      ...overrides,
    }),
    { now: () => now },
  );
}

async function post(gateway: RunningGateway, body: object, grower?: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(grower ? { authorization: `Bearer ${tokenOf(grower)}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { status: response.status, headers: response.headers, ...json };
}

async function subscribe(gateway: RunningGateway, body: object, grower?: string) {
  const response = await fetch(`${gateway.url}/graphql/stream`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(grower ? { authorization: `Bearer ${tokenOf(grower)}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, ...((await response.json()) as object) };
}

const byHash = (text: string) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: sha256(text) } },
});

describe('persisted operations, first-party clients held to them', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayWith({ persisted: { manifest, only: true } });
  });
  afterAll(() => gateway?.close());

  it('runs a published operation sent by its hash alone', async () => {
    const answer = await post(gateway, byHash(published.hello), 'grower-1');
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ __typename: 'Query' });
  });

  it('refuses an unknown hash with Apollo’s PersistedQueryNotFound', async () => {
    const answer = await post(gateway, {
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ me { id } }') } },
    });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
  });

  it("refuses a first-party client's ad-hoc query, before it spends anything", async () => {
    const answer = await post(gateway, { query: '{ __typename }' }, 'grower-1');
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    expect(answer.errors?.[0]?.message).toMatch(/^PersistedQueryOnly: /);
    expect(answer.headers.get('x-ratelimit-used')).toBeNull();
  });

  it('runs the published text of a query sent in full', async () => {
    const answer = await post(gateway, { query: published.hello }, 'grower-1');
    expect(answer.data).toEqual({ __typename: 'Query' });
  });

  it('holds subscriptions to the published ones too, running the published text', async () => {
    const refused = await subscribe(gateway, { query: 'subscription { serverTime }' }, 'grower-1');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused)).toContain('PERSISTED_QUERY_ONLY');
    // The hash decides: what runs is the published text, whatever text came with it.
    const client = createClient({
      url: `${gateway.url}/graphql/stream`,
      headers: { authorization: `Bearer ${tokenOf('grower-1')}` },
      retryAttempts: 0,
    });
    try {
      const results = client.iterate<{ serverTime: string }>({
        query: 'subscription { notAField }',
        ...byHash(published.clock),
      });
      const first = await results.next();
      expect(first.value?.data?.serverTime).toMatch(/^\d{4}-/);
      await results.return?.(undefined);
    } finally {
      client.dispose();
    }
  });
});

describe('persisted operations with the setting off (development, e2e)', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayWith({ persisted: { manifest, only: false } });
  });
  afterAll(() => gateway?.close());

  it('runs published hashes and ad-hoc queries alike', async () => {
    expect((await post(gateway, byHash(published.hello))).data).toEqual({ __typename: 'Query' });
    expect((await post(gateway, { query: '{ q: __typename }' })).data).toEqual({ q: 'Query' });
  });
});

describe('query-cost budgets a minute', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayWith({
      persisted: { manifest, only: false },
      // `{ __typename }` costs 1: three a minute for the web app's growers.
      budgets: { perMinute: 100, byClient: { web: 3 } },
    });
  });
  afterAll(() => gateway?.close());

  it('tells each reply what is left, refuses past the budget with 429, and renews next minute', async () => {
    now = minuteStart + 20_000;
    const replies = [];
    for (let index = 0; index < 3; index++)
      replies.push(await post(gateway, { query: '{ __typename }' }, 'grower-a'));
    expect(replies.map((reply) => reply.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '0']);
    expect(replies[0]?.headers.get('x-ratelimit-limit')).toBe('3');
    expect(replies[2]?.headers.get('x-ratelimit-used')).toBe('3');
    expect(replies[0]?.headers.get('x-ratelimit-reset')).toBe(String((minuteStart + WINDOW_MS) / 1000));

    const refused = await post(gateway, { query: '{ __typename }' }, 'grower-a');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message:
        "Rate limit exceeded: this operation costs 1 and 0 of this client's 3 a minute remain. Try again in 40 s.",
      extensions: { code: 'RATE_LIMITED', cost: 1, limit: 3, remaining: 0, retryAfter: 40 },
    });

    // Another grower on the same client spends a budget of its own.
    expect((await post(gateway, { query: '{ __typename }' }, 'grower-b')).status).toBe(200);

    now = minuteStart + WINDOW_MS;
    const renewed = await post(gateway, { query: '{ __typename }' }, 'grower-a');
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('refuses a subscription past the budget with 429 and Retry-After', async () => {
    now = minuteStart + 3 * WINDOW_MS + 30_000;
    for (let index = 0; index < 3; index++) await post(gateway, { query: '{ __typename }' }, 'grower-c');
    const refused = await subscribe(gateway, { query: published.clock }, 'grower-c');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(JSON.stringify(refused)).toContain('RATE_LIMITED');
  });
});
