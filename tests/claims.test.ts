import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { Client, type Stack, startStack } from './support';

// Claiming through the gateway, and what the node subscription then tells each viewer:
// neighbours' owners reach plan B viewers only (spec 6), never a free-plan viewer.
type StreamedField = {
  uuid: string;
  claimed: boolean;
  mine: boolean;
  owner: { fullName: string; email: string } | null;
};

let stack: Stack;
let nodeId: number;
let free: string[];

beforeAll(async () => {
  stack = await startStack();
  await writeDemoRegion(stack.api.db, 300);
  const rows = await stack.api.db.query<{ uuid: string; node_id: number }>(
    'SELECT uuid, node_id FROM clu_fields WHERE node_id = (SELECT min(node_id) FROM clu_fields) ORDER BY uuid LIMIT 3',
  );
  nodeId = Number(rows[0]?.node_id);
  free = rows.map((row) => row.uuid);
});
afterAll(() => stack?.close());

const claimField = `mutation ($uuid: ID!, $input: ClaimFieldInput!) {
  claimField(uuid: $uuid, input: $input) {
    ok upgradeRequired errors { message }
    field { uuid cluUuid name area claimed owner { fullName email } }
  }
}`;

type ClaimAnswer = {
  claimField: {
    ok: boolean;
    upgradeRequired: boolean;
    errors: { message: string }[];
    field: { uuid: string; cluUuid: string | null; name: string; owner: { fullName: string } } | null;
  };
};

async function streamed(access: string): Promise<Map<string, StreamedField>> {
  const client = createClient({
    url: `${stack.gateway.url}/graphql/stream`,
    headers: { authorization: `Bearer ${access}` },
    retryAttempts: 0,
  });
  const fields = new Map<string, StreamedField>();
  try {
    for await (const result of client.iterate<{ cluFields: { fields: StreamedField[] } }>({
      query: `subscription ($nodes: [CluNodeCursor!]!) {
        cluFields(nodes: $nodes) { fields { uuid claimed mine owner { fullName email } } }
      }`,
      variables: { nodes: [{ id: nodeId }] },
    })) {
      if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
      for (const field of result.data?.cluFields.fields ?? []) fields.set(field.uuid, field);
    }
  } finally {
    client.dispose();
  }
  return fields;
}

describe('claimed fields through the gateway', () => {
  it('claims a field, and shows its owner to a plan B neighbour but not to a free-plan one', async () => {
    const owner = await stack.api.session({ fullName: 'Neighbour Ned' });
    const claimed = await new Client(stack.gateway.url, owner.access).request<ClaimAnswer>(claimField, {
      uuid: free[0],
      input: { name: 'Creek field', legalConfirmed: true },
    });
    expect(claimed.data?.claimField).toMatchObject({
      ok: true,
      field: { cluUuid: free[0], name: 'Creek field', owner: { fullName: 'Neighbour Ned' } },
    });

    const pro = await stack.api.session({ plan: 'B' });
    const trial = await stack.api.session({ plan: 'F' });
    const asPro = (await streamed(pro.access)).get(free[0] ?? '');
    const asTrial = (await streamed(trial.access)).get(free[0] ?? '');
    const asOwner = (await streamed(owner.access)).get(free[0] ?? '');

    expect(asPro).toEqual({
      uuid: free[0],
      claimed: true,
      mine: false,
      owner: { fullName: 'Neighbour Ned', email: owner.email },
    });
    expect(asTrial).toEqual({ uuid: free[0], claimed: true, mine: false, owner: null });
    expect(asOwner).toEqual({ uuid: free[0], claimed: true, mine: true, owner: null });
  });

  it('tells a free-plan grower to upgrade for a second field, and keeps the first', async () => {
    const trial = await stack.api.session({ plan: 'F' });
    const client = new Client(stack.gateway.url, trial.access);
    const first = await client.request<ClaimAnswer>(claimField, {
      uuid: free[1],
      input: { name: 'Home', legalConfirmed: true },
    });
    expect(first.data?.claimField.ok).toBe(true);
    const second = await client.request<ClaimAnswer>(claimField, {
      uuid: free[2],
      input: { name: 'Another', legalConfirmed: true },
    });
    expect(second.data?.claimField).toMatchObject({
      ok: false,
      upgradeRequired: true,
      errors: [{ message: "Oops! You don't have enough credits." }],
      field: null,
    });
    const mine = [...(await streamed(trial.access)).values()].filter((field) => field.mine);
    expect(mine.map((field) => field.uuid)).toEqual([free[1]]);

    const farms = await client.request<{
      myFarms: { name: string; fields: { cluUuid: string; bbox: number[] }[] }[];
    }>('{ myFarms { name fields { cluUuid bbox } } }');
    expect(farms.data?.myFarms).toEqual([
      { name: 'Test Farm', fields: [{ cluUuid: free[1], bbox: expect.any(Array) }] },
    ]);
  });
});
