import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { Client, type Stack, startStack } from './support';

// A farm's neighbour prompts (spec 4 and 9) read the farm's fields and each field's neighbours
// through the gateway's per-request loaders: the same prompts as the rule applied field by field.
type Neighbour = {
  uuid: string;
  mine: boolean;
  area: number | null;
  crop: { id: number } | null;
  isBuilding: boolean;
  hasAdjacentTrait: boolean;
};

let stack: Stack;
let clus: string[];

beforeAll(async () => {
  stack = await startStack();
  await writeDemoRegion(stack.api.db, 300);
  const rows = await stack.api.db.query<{ uuid: string }>(
    'SELECT uuid FROM clu_fields WHERE node_id = (SELECT min(node_id) FROM clu_fields) ORDER BY uuid LIMIT 3',
  );
  clus = rows.map((row) => row.uuid);
});
afterAll(() => stack?.close());

describe("a farm's neighbour prompts", () => {
  it("are the unknown neighbours of 5 acres or more beside the farm's fields, each once", async () => {
    const grower = await stack.api.session({ plan: 'B' });
    const client = new Client(stack.gateway.url, grower.access);
    for (const [index, uuid] of clus.entries()) {
      const claimed = await client.request<{ claimField: { ok: boolean } }>(
        `mutation ($uuid: ID!, $input: ClaimFieldInput!) { claimField(uuid: $uuid, input: $input) { ok } }`,
        { uuid, input: { name: `Field ${index + 1}`, legalConfirmed: true } },
      );
      expect(claimed.data?.claimField.ok).toBe(true);
    }

    const answer = await client.request<{
      myFarms: { fields: { uuid: string }[]; neighbourPrompts: { uuid: string }[] }[];
    }>('{ myFarms { fields { uuid } neighbourPrompts { uuid } } }');
    expect(answer.errors).toBeUndefined();
    const [farm] = answer.data?.myFarms ?? [];
    expect(farm?.fields).toHaveLength(clus.length);

    const expected = new Set<string>();
    for (const field of farm?.fields ?? []) {
      const seen = await client.request<{ mapField: { adjacentFields: Neighbour[] } }>(
        `query ($uuid: ID!) {
          mapField(uuid: $uuid, owner: true) {
            adjacentFields { uuid mine area crop { id } isBuilding hasAdjacentTrait }
          }
        }`,
        { uuid: field.uuid },
      );
      for (const neighbour of seen.data?.mapField.adjacentFields ?? []) {
        const known = neighbour.hasAdjacentTrait || neighbour.crop !== null || neighbour.isBuilding;
        if (!neighbour.mine && !known && (neighbour.area ?? 0) >= 5) expected.add(neighbour.uuid);
      }
    }
    const prompts = farm?.neighbourPrompts.map((prompt) => prompt.uuid) ?? [];
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(prompts).size).toBe(prompts.length);
    expect(new Set(prompts)).toEqual(expected);
  });
});
