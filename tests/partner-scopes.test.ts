import { PARTNER_SCOPES } from '@field-boundaries/contract/partner-scopes';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type RegisteredApp, registerApp } from '../api/src/modules/partners/oauth.testing';
import { Client, type Stack, startStack } from './support';

// What a partner app reads through the gateway under one scope: the whole record that scope
// names. A field's crop is part of the field (fields:read), the sprays going on are spray data
// (spray:read, live too), a tank mix is catalogue work (catalogue:write, with its groups named
// in the answer); none of them needs account:read. The scope is still enforced: a spray app
// does not see the farms.
let stack: Stack;
let app: RegisteredApp;
let grower: { uuid: string; access: string };
beforeAll(async () => {
  stack = await startStack();
  const staff = await stack.api.session({ staff: true });
  app = await registerApp(stack.api, staff.access, { scopes: [...PARTNER_SCOPES] });
  grower = await stack.api.session({ plan: 'B' });
  const farm = await stack.api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Home' });
  const ring = [
    [-97.5, 38.2],
    [-97.497, 38.2],
    [-97.497, 38.202],
    [-97.5, 38.202],
    [-97.5, 38.2],
  ];
  const field = await stack.api.call(grower.access, 'POST', '/farms/fields/', {
    name: 'Bean field',
    mpoly: ring,
    farm: farm.body.id,
    // soybean - Roundup Ready 2 Xtend
    crop: 2,
    crop_trait: 8,
    herbicide: null,
    tank_mix: null,
    legal_confirmed: true,
  });
  expect(field.status).toBe(201);
});
afterAll(() => stack?.close());

/** A token client of the app holding `scope` alone, for the grower. */
async function appWith(scope: string) {
  const { access } = await connect(stack.api, app, grower.access, scope);
  return { access, client: new Client(stack.gateway.url, access, { 'x-session-mode': 'token' }) };
}

describe('a partner app under one scope', () => {
  it("reads a field's crop and trait with fields:read", async () => {
    const { client } = await appWith('fields:read');
    const answer = await client.request<{
      myFarms: {
        fields: { name: string; crop: { name: string; traits: unknown[] }; cropTrait: { name: string } }[];
      }[];
    }>('{ myFarms { fields { name crop { name traits { name } } cropTrait { name } } } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.myFarms[0]?.fields).toEqual([
      {
        name: 'Bean field',
        crop: {
          name: 'soybean',
          traits: expect.arrayContaining([{ name: 'soybean - Roundup Ready 2 Xtend' }]),
        },
        cropTrait: { name: 'soybean - Roundup Ready 2 Xtend' },
      },
    ]);
  });

  it('follows the sprays going on with spray:read, and is refused the farms', async () => {
    const { access, client } = await appWith('spray:read');
    const now = await client.request<{ currentSprays: unknown[] }>('{ currentSprays { farmId startedAt } }');
    expect(now).toMatchObject({ status: 200, data: { currentSprays: [] } });
    expect(now.errors).toBeUndefined();

    const stream = createClient({
      url: `${stack.gateway.url}/graphql/stream`,
      headers: { authorization: `Bearer ${access}`, 'x-session-mode': 'token' },
      retryAttempts: 0,
    });
    try {
      const live = stream.iterate<{ currentSprays: unknown[] }>({
        query: 'subscription { currentSprays { farmId } }',
      });
      const first = await live.next();
      expect(first.value).toEqual({ data: { currentSprays: [] } });
      await live.return?.();
    } finally {
      stream.dispose();
    }

    const farms = await client.request('{ myFarms { id } }');
    expect(farms.errors?.[0]).toMatchObject({
      message: 'This app was not allowed to do this: it needs the fields:read scope.',
      extensions: { code: 'FORBIDDEN', reason: 'insufficient_scope', scope: 'fields:read' },
    });
  });

  it('makes a tank mix with catalogue:write, its herbicide groups named in the answer', async () => {
    const { client } = await appWith('catalogue:write');
    const made = await client.request<{
      createTankMix: {
        ok: boolean;
        errors: unknown[];
        tankMix: { name: string; herbicideGroups: unknown[] };
      };
    }>(
      `mutation { createTankMix(input: { name: "Burndown", herbicideGroupIds: [9] }) {
        ok errors { message } tankMix { name herbicideGroups { groupLabel } } } }`,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data?.createTankMix).toEqual({
      ok: true,
      errors: [],
      tankMix: { name: 'Burndown', herbicideGroups: [{ groupLabel: 'Group 9' }] },
    });
  });
});
