import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, registerApp } from '../api/src/modules/partners/oauth.testing';
import { type Stack, startStack } from './support';

// A partner app's calls through the gateway spend the app's own budget for the grower (50,000 a
// minute by default), not the web app's (1,000,000), and a partner's budget is apart from the
// grower's own session's.
let stack: Stack;
beforeAll(async () => {
  // One minute throughout, so no budget is renewed between two of a test's calls.
  const minute = Date.now();
  stack = await startStack({ budgetClock: () => minute });
});
afterAll(() => stack?.close());

async function limitsFor(token: string) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-session-mode': 'token',
    },
    body: JSON.stringify({ query: '{ myFarms { id name } }' }),
  });
  const body = (await response.json()) as { data?: { myFarms: unknown[] }; errors?: unknown[] };
  return {
    status: response.status,
    farms: body.data?.myFarms,
    limit: response.headers.get('x-ratelimit-limit'),
    used: Number(response.headers.get('x-ratelimit-used')),
    reset: response.headers.get('x-ratelimit-reset'),
  };
}

describe("a partner app's budget through the gateway", () => {
  it('is its own, per grower, apart from the web app’s', async () => {
    const staff = await stack.api.session({ staff: true });
    const app = await registerApp(stack.api, staff.access, { scopes: ['fields:read'] });
    const grower = await stack.api.session({ plan: 'B' });
    const partner = await connect(stack.api, app, grower.access, 'fields:read');

    const first = await limitsFor(partner.access);
    expect(first.status).toBe(200);
    expect(first.farms).toEqual(expect.any(Array));
    expect(first.limit).toBe('50000');
    const second = await limitsFor(partner.access);
    expect(second.used).toBeGreaterThan(first.used);

    const own = await limitsFor(grower.access);
    expect(own.limit).toBe('1000000');
    expect(own.used).toBeLessThanOrEqual(first.used);
  });

  it('is told on an event stream too, as it stands when the stream opens', async () => {
    const staff = await stack.api.session({ staff: true });
    const app = await registerApp(stack.api, staff.access, { scopes: ['fields:read'] });
    const grower = await stack.api.session({ plan: 'B' });
    const partner = await connect(stack.api, app, grower.access, 'fields:read');
    const before = await limitsFor(partner.access);

    const stop = new AbortController();
    const stream = await fetch(`${stack.gateway.url}/graphql/stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${partner.access}`,
        'x-session-mode': 'token',
      },
      body: JSON.stringify({ query: 'subscription { serverTime }' }),
      signal: stop.signal,
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('x-ratelimit-limit')).toBe('50000');
      // The subscription's cost is spent as it starts, and the headers count it.
      const used = Number(stream.headers.get('x-ratelimit-used'));
      expect(used).toBeGreaterThan(before.used);
      expect(Number(stream.headers.get('x-ratelimit-remaining'))).toBe(50_000 - used);
      expect(stream.headers.get('x-ratelimit-reset')).toBe(before.reset);
      expect(stream.headers.get('x-ratelimit-resource')).toBe('graphql-cost');
      // The next reply on /graphql goes on from there.
      expect((await limitsFor(partner.access)).used).toBeGreaterThan(used);
    } finally {
      stop.abort();
    }
  });
});
