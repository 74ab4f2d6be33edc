import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support';

// A budget is keyed on who the api says a token belongs to, never on what an unverified token
// claims: a forged token naming a grower's uuid spends its sender's address budget, not the
// grower's, and a forged token with a fresh id each time gets no fresh budget.
let stack: Stack;
beforeAll(async () => {
  const minute = Date.now();
  stack = await startStack({ budgetClock: () => minute });
});
afterAll(() => stack?.close());

/** An unsigned token shaped as ours, claiming to be `sub`'s for the next hour. */
function forged(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, typ: 'access', gen: 0, exp })}.${'A'.repeat(43)}`;
}

async function spend(token: string) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ myFarms { id name } }' }),
  });
  await response.text();
  return { status: response.status, used: Number(response.headers.get('x-ratelimit-used')) };
}

describe('budgets keyed on verified identities', () => {
  it('charges a forged token naming a grower to its sender’s address, not to the grower', async () => {
    const grower = await stack.api.session({ plan: 'B' });
    const first = await spend(grower.access);
    expect(first.status).toBe(200);
    for (let call = 0; call < 5; call++) await spend(forged(grower.uuid));
    const after = await spend(grower.access);
    // Only the grower's own second call was added to the grower's budget.
    expect(after.used).toBe(first.used * 2);
  });

  it('gives a forged token with a fresh id no fresh budget: every one spends the same address’s', async () => {
    const one = await spend(forged(randomUUID()));
    const two = await spend(forged(randomUUID()));
    const three = await spend(forged(randomUUID()));
    expect(one.used).toBeGreaterThan(0);
    expect(two.used).toBeGreaterThan(one.used);
    expect(three.used).toBeGreaterThan(two.used);
  });
});
