import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// The catalogue through the gateway: the api's rules arrive as payload errors and FORBIDDEN,
// and a query that looks up many items by id reads each catalogue list once.
let stack: Stack;
let proxy: Server;
const upstreamCalls: string[] = [];

beforeAll(async () => {
  // Between the gateway and the api: counts the calls the gateway makes.
  stack = await startStack({
    apiUrl: async (api) => {
      const target = new URL(api.url);
      proxy = createServer((incoming, answer) => {
        upstreamCalls.push(`${incoming.method} ${incoming.url}`);
        const forwarded = request(
          {
            host: target.hostname,
            port: target.port,
            path: incoming.url,
            method: incoming.method,
            headers: incoming.headers,
          },
          (reply) => {
            answer.writeHead(reply.statusCode ?? 502, reply.headers);
            reply.pipe(answer);
          },
        );
        incoming.pipe(forwarded);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const address = proxy.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
  });
});
afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => proxy?.close(resolve));
});

const createMix = `mutation ($input: CreateTankMixInput!) {
  createTankMix(input: $input) { ok errors { field message } tankMix { id name herbicideGroups { groupLabel } } }
}`;

type CreateAnswer = {
  createTankMix: {
    ok: boolean;
    errors: { field: string | null; message: string }[];
    tankMix: { id: number; name: string; herbicideGroups: { groupLabel: string }[] } | null;
  };
};

describe('the catalogue through the gateway', () => {
  it('creates mixes, refuses a name twice in any case as a payload error, and reads the catalogue once', async () => {
    const grower = await stack.api.session();
    const client = new Client(stack.gateway.url, grower.access);
    for (const [name, groups] of [
      ['Burndown', [9, 22]],
      ['Pre', [5, 15]],
      ['Post', [4, 9, 10]],
    ] as const) {
      const created = await client.request<CreateAnswer>(createMix, {
        input: { name, herbicideGroupIds: groups },
      });
      expect(created.data?.createTankMix.ok).toBe(true);
    }
    const duplicate = await client.request<CreateAnswer>(createMix, {
      input: { name: 'burndown', herbicideGroupIds: [9] },
    });
    expect(duplicate.data?.createTankMix).toMatchObject({
      ok: false,
      errors: [{ field: 'name', message: 'Tank Mix with this name already exists' }],
      tankMix: null,
    });

    upstreamCalls.length = 0;
    const listed = await client.request<{
      myTankMixes: {
        name: string;
        herbicideGroups: { groupLabel: string; activeIngredients: { group: { id: number } }[] }[];
      }[];
    }>('{ myTankMixes { name herbicideGroups { groupLabel activeIngredients { group { id } } } } }');
    expect(listed.data?.myTankMixes.map((mix) => mix.name)).toEqual(['Burndown', 'Post', 'Pre']);
    expect(listed.data?.myTankMixes[1]?.herbicideGroups.map((group) => group.groupLabel)).toEqual([
      'Group 4',
      'Group 9',
      'Group 10',
    ]);
    // Seven groups across three mixes, and every active's group: one read of the groups.
    expect(upstreamCalls.filter((call) => call.startsWith('GET /herbicides/groups/'))).toHaveLength(1);
    expect(upstreamCalls).toHaveLength(2);
  });

  it("judges a list of mixes with one call to the api, each as the mix's own compatibility query", async () => {
    const grower = await stack.api.session();
    const client = new Client(stack.gateway.url, grower.access);
    const crops = await client.request<{ crops: { id: number; name: string }[] }>('{ crops { id name } }');
    const soybean = crops.data?.crops.find((crop) => crop.name === 'soybean');
    await client.request('mutation ($ids: [Int!]!) { setMyCrops(cropIds: $ids) { ok } }', {
      ids: [soybean?.id],
    });
    for (const [name, groups] of [
      ['Burndown', [9, 22]],
      ['Pre', [5, 15]],
      ['Post', [4, 9, 10]],
    ] as const) {
      await client.request<CreateAnswer>(createMix, { input: { name, herbicideGroupIds: groups } });
    }

    upstreamCalls.length = 0;
    const verdicts = '{ safe cropTrait { id } injuring { id } }';
    const listed = await client.request<{
      myTankMixes: { id: number; name: string; compatibility: { safe: boolean }[] }[];
    }>(`{ myTankMixes { id name compatibility ${verdicts} } }`);
    expect(listed.errors).toBeUndefined();
    expect(upstreamCalls.filter((call) => call.startsWith('POST /herbicides/compatibility/'))).toEqual([
      'POST /herbicides/compatibility/tank-mixes/',
    ]);
    // Each mix's verdicts are the ones the compatibility query gives for that mix alone.
    for (const mix of listed.data?.myTankMixes ?? []) {
      expect(mix.compatibility.length).toBeGreaterThan(0);
      const alone = await client.request<{ compatibility: unknown[] }>(
        `query ($id: Int!) { compatibility(input: { tankMixId: $id }) ${verdicts} }`,
        { id: mix.id },
      );
      expect(mix.compatibility, mix.name).toEqual(alone.data?.compatibility);
    }
  });

  it('answers an empty list, not an error, while an account has no mixes', async () => {
    const grower = await stack.api.session();
    const answer = await new Client(stack.gateway.url, grower.access).request('{ myTankMixes { id } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ myTankMixes: [] });
  });

  it('refuses ag retailers with FORBIDDEN and the api message', async () => {
    const retailer = await stack.api.session({ agRetailer: true });
    const answer = await new Client(stack.gateway.url, retailer.access).request('{ myCrops { id } }');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Ag Retailer accounts do not manage crops, traits, herbicides or tank mixes.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('says which traits a mix of named actives would injure', async () => {
    const grower = await stack.api.session();
    const client = new Client(stack.gateway.url, grower.access);
    const groups = await client.request<{
      herbicideGroups: { id: number; activeIngredients: { id: number; name: string }[] }[];
    }>('{ herbicideGroups { id activeIngredients { id name } } }');
    const dicamba = groups.data?.herbicideGroups
      .flatMap((group) => group.activeIngredients)
      .find((active) => active.name === 'dicamba');
    const traits = await client.request<{
      cropTraitGroups: {
        cropName: string;
        traits: { id: number; traitName: string; crop: { id: number } }[];
      }[];
    }>('{ cropTraitGroups { cropName traits { id traitName crop { id } } } }');
    const soybean = traits.data?.cropTraitGroups.find((group) => group.cropName === 'soybean')?.traits ?? [];
    const targets = soybean.map((trait) => ({ crop: trait.crop.id, cropTrait: trait.id }));
    const answer = await client.request<{
      compatibility: { safe: boolean; cropTrait: { name: string }; injuring: { name: string }[] }[];
    }>(
      `query ($input: CompatibilityInput!) { compatibility(input: $input) { safe cropTrait { name } injuring { name } } }`,
      { input: { herbicideGroupIds: [4], activeIngredientIds: [dicamba?.id], targets } },
    );
    const byTrait = new Map(answer.data?.compatibility.map((verdict) => [verdict.cropTrait.name, verdict]));
    expect(byTrait.get('soybean - Enlist E3')).toMatchObject({
      safe: false,
      injuring: [{ name: 'dicamba' }],
    });
    expect(byTrait.get('soybean - Roundup Ready 2 Xtend')?.safe).toBe(true);
  });
});
