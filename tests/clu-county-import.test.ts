import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { createClient } from 'graphql-sse';
import Pbf from 'pbf';
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

/** The overview tile holding a point (the slippy-map formula maplibre asks tiles by), as the map asks it. */
async function overviewTile(access: string | null, lng: number, lat: number, z = 8) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  const answer = await fetch(`${stack.gateway.url}/tiles/territory/${z}/${x}/${y}.mvt`, {
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });
  if (!answer.ok) return { status: answer.status, layers: {} as Record<string, Record<string, unknown>[]> };
  const tile = new VectorTile(new Pbf(new Uint8Array(await answer.arrayBuffer())));
  const layers = Object.fromEntries(
    Object.entries(tile.layers).map(([name, layer]) => [
      name,
      Array.from(
        { length: layer.length },
        (_, at) => layer.feature(at).properties as Record<string, unknown>,
      ),
    ]),
  );
  return { status: answer.status, layers };
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

    // The county at a glance, through the gateway: its land units, and the grower's own field
    // with the grower's name, which only the grower (and its retailers) see.
    const [spot] = await stack.api.db.query<{ lng: number; lat: number }>(
      'SELECT ST_X(ST_PointOnSurface(geom)) AS lng, ST_Y(ST_PointOnSurface(geom)) AS lat FROM clu_fields WHERE uuid = $1',
      [unit],
    );
    const glance = await overviewTile(grower.access, Number(spot?.lng), Number(spot?.lat));
    expect(glance.layers.land_units?.length).toBeGreaterThan(1000);
    expect(glance.layers.fields).toEqual([
      expect.objectContaining({ grower: 'Phillips Grower', crop: 'No crop' }),
    ]);
    expect((await overviewTile(null, Number(spot?.lng), Number(spot?.lat))).status).toBe(401);

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
