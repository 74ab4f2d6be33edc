import { describe, expect, it } from 'vitest';
import { budgetKeyOf, FIRST_PARTY_CLIENT, isOpaqueToken } from './budget-key';
import { PartnerTokenOwners, type TokenOwner } from './partner-owners';

const owner: TokenOwner = { clientId: 'app_records', userUuid: '5b0c4f2e-0000-4000-8000-000000000001' };
const token = 'Jx3kq9V8bT2mLr6sWcY1uA7nEo4pZd5fHg0iKj_-XyQ';

describe("a partner token's budget", () => {
  it('is the app’s for the grower, as the api says, asked once a minute per token', async () => {
    let now = 0;
    const asked: string[] = [];
    const owners = new PartnerTokenOwners(
      async (given) => {
        asked.push(given);
        return given === token ? owner : null;
      },
      () => now,
    );
    expect(await owners.ownerOf(token)).toEqual(owner);
    now = 59_000;
    expect(await owners.ownerOf(token)).toEqual(owner);
    expect(asked).toHaveLength(1);
    now = 61_000;
    expect(await owners.ownerOf(token)).toEqual(owner);
    expect(asked).toHaveLength(2);
    // A token no app holds is remembered as no one's too, so junk cannot make the api work.
    expect(await owners.ownerOf(`${token}x`)).toBeNull();
    expect(await owners.ownerOf(`${token}x`)).toBeNull();
    expect(asked).toHaveLength(3);
  });

  it('forgets the oldest token first past its size', async () => {
    const asked: string[] = [];
    const owners = new PartnerTokenOwners(
      async (given) => {
        asked.push(given);
        return owner;
      },
      () => 0,
      60_000,
      2,
    );
    for (const given of ['a'.repeat(30), 'b'.repeat(30), 'c'.repeat(30), 'c'.repeat(30), 'a'.repeat(30)])
      await owners.ownerOf(given);
    expect(asked.map((given) => given[0])).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keys a partner by app and grower, our own tokens by subject as the web, strangers by address', () => {
    expect(budgetKeyOf({ clientIp: '203.0.113.9', partner: owner })).toEqual({
      grower: owner.userUuid,
      client: 'app_records',
    });
    expect(budgetKeyOf({ clientIp: '203.0.113.9', partner: null })).toEqual({
      grower: 'address:203.0.113.9',
      client: FIRST_PARTY_CLIENT,
    });
    expect(budgetKeyOf({ clientIp: '203.0.113.9', subject: 'a-verified-uuid' })).toEqual({
      grower: 'a-verified-uuid',
      client: FIRST_PARTY_CLIENT,
    });
    expect(budgetKeyOf({ clientIp: '203.0.113.9', subject: null })).toEqual({
      grower: 'address:203.0.113.9',
      client: FIRST_PARTY_CLIENT,
    });
    expect(isOpaqueToken(token)).toBe(true);
    expect(isOpaqueToken(undefined)).toBe(false);
    expect(isOpaqueToken('not a token at all')).toBe(false);
  });
});
