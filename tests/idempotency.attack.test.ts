import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// The Idempotency-Key layer (api/src/idempotency.ts) through the gateway, by a tester who did not
// write it (attack50): a client's key sent again with other variables.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const ADD = 'mutation A($name: String!) { addFarm(name: $name) { ok errors { message } farm { name } } }';
type Added = { addFarm: { ok: boolean; errors: { message: string }[]; farm: { name: string } | null } };

describe('one Idempotency-Key on two different mutations', () => {
  it('tells the client the key was used for another request, and does not claim the second farm was made', async () => {
    const grower = await stack.api.session({ fullName: 'Ida Empotent', plan: 'B' });
    const key = `attack50-${Date.now()}`;
    const client = new Client(stack.gateway.url, grower.access, { 'idempotency-key': key });
    const first = await client.request<Added>(ADD, { name: 'North' });
    expect(first.data?.addFarm.farm?.name).toBe('North');
    const again = await client.request<Added>(ADD, { name: 'South' });
    // Before: ok with the farm "North", as if "South" had been made.
    expect(again.data?.addFarm.farm?.name ?? null).not.toBe('North');
    expect(again.data?.addFarm.ok).toBe(false);
    expect(again.data?.addFarm.errors[0]?.message).toMatch(/Idempotency-Key was used for another request/);
    // The same mutation sent again is still answered with its first answer.
    const retried = await client.request<Added>(ADD, { name: 'North' });
    expect(retried.data?.addFarm.farm?.name).toBe('North');
  });
});
