import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, registerApp } from '../api/src/modules/partners/oauth.testing';
import { type Stack, startStack } from './support';

// A partner app's calls through the gateway spend the app's own budget for the grower (50,000 a
// minute by default), not the web app's (1,000,000), and a partner's budget is apart from the
// grower's own session's.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
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
});
