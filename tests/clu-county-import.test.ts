import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLandUnits } from '../api/src/modules/clu/importers/land-units';
import { Client, type Stack, startStack } from './support';

// USDA FSA's public CLU file of Phillips County, Colorado (../shared/real-files/, read in place:
// its licence is not ours to copy) imported as the nation's land units are, then seen as a
// grower sees them: streamed through the gateway, claimed, and still claimed after the county
// is imported again.
const file = join(import.meta.dirname, '..', '..', 'shared', 'real-files', 'clu_public_a_co095.zip');

let stack: Stack;
beforeAll(async () => {
  if (existsSync(file)) stack = await startStack();
});
afterAll(() => stack?.close());

const claimField = `mutation ($uuid: ID!, $input: ClaimFieldInput!) {
  claimField(uuid: $uuid, input: $input) { ok errors { message } field { cluUuid name } }
}`;

async function streamedNode(access: string, nodeId: number) {
  const client = createClient({
    url: `${stack.gateway.url}/graphql/stream`,
    headers: { authorization: `Bearer ${access}` },
    retryAttempts: 0,
  });
  const fields = new Map<string, { uuid: string; claimed: boolean; mine: boolean }>();
  try {
    for await (const result of client.iterate<{
      cluFields: { fields: { uuid: string; claimed: boolean; mine: boolean }[] };
    }>({
      query: `subscription ($nodes: [CluNodeCursor!]!) { cluFields(nodes: $nodes) { fields { uuid claimed mine } } }`,
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

describe.skipIf(!existsSync(file))('a county CLU file as land units', () => {
  it('imports Phillips County as its land units, streams them and lets a grower claim one', async () => {
    const first = await importLandUnits(stack.api.db, file);
    expect(first.refused).toEqual([]);
    expect(first.counties).toEqual([
      expect.objectContaining({ state: '08', county: '095', added: 5603, changed: 0, retired: 0 }),
    ]);

    const [node] = await stack.api.db.query<{ id: number; field_count: number }>(
      'SELECT id, field_count FROM clu_nodes ORDER BY field_count DESC LIMIT 1',
    );
    const grower = await stack.api.session({ fullName: 'Phillips Grower', plan: 'B' });
    const streamed = await streamedNode(grower.access, Number(node?.id));
    expect(streamed.size).toBe(Number(node?.field_count));

    const [unit] = [...streamed.keys()].sort();
    const claimed = await new Client(stack.gateway.url, grower.access).request<{
      claimField: { ok: boolean; field: { cluUuid: string; name: string } | null };
    }>(claimField, { uuid: unit, input: { name: 'Haxtun north', legalConfirmed: true } });
    expect(claimed.data?.claimField).toMatchObject({
      ok: true,
      field: { cluUuid: unit, name: 'Haxtun north' },
    });

    // The county again, as next year's file would come: the same units, nothing doubled, and the
    // grower's field still on the unit it was claimed from.
    const again = await importLandUnits(stack.api.db, file);
    expect(again.counties).toEqual([
      expect.objectContaining({ added: 0, changed: 0, unchanged: 5603, retired: 0, keptClaimed: 0 }),
    ]);
    const after = await streamedNode(grower.access, Number(node?.id));
    expect(after.size).toBe(streamed.size);
    expect(after.get(unit ?? '')).toMatchObject({ claimed: true, mine: true });
  }, 120_000);
});
