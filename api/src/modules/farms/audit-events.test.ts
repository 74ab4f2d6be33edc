import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';

// Every field and boundary change is written to the audit log with the change, naming the person
// at the keyboard and the account worked on: in god mode, the retailer for the grower.
type Entry = { action: string; actor_uuid: string; account_uuid: string; detail: Record<string, unknown> };
type Field = { uuid: string; name: string; farm: number; area: number };

let api: TestApi;
let cluUuid: string;
beforeAll(async () => {
  api = await startTestApi();
  await writeDemoRegion(api.db, 50);
  const [clu] = await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1');
  cluUuid = clu?.uuid ?? '';
}, 120_000);
afterAll(() => api?.close());

const box = (lng: number, lat: number, width = 0.0027, height = 0.0021) => [
  [lng, lat],
  [lng + width, lat],
  [lng + width, lat + height],
  [lng, lat + height],
  [lng, lat],
];

/** A grower on plan B with a farm, and a retailer the grower let in, acting in god mode. */
async function retailerInGrowerAccount() {
  const grower = await api.session({ plan: 'B', fullName: 'Dana Miller' });
  const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
  await api.db.query('INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2)', [
    grower.uuid,
    retailer.uuid,
  ]);
  const godMode = await api.tokenFor(grower.uuid, retailer.uuid);
  const farm = await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Home' });
  return { grower, retailer, godMode, farm: farm.body.id };
}

async function auditOf(query: string): Promise<Entry[]> {
  const staff = await api.session({ staff: true });
  const page = await api.call<{ result: Entry[] }>(staff.access, 'GET', `/audit/?${query}`);
  expect(page.status).toBe(200);
  return page.body.result;
}

describe('field and boundary changes in god mode', () => {
  it('write one audit entry each, naming the retailer and the grower’s account', async () => {
    const { grower, retailer, godMode, farm } = await retailerInGrowerAccount();
    const call = <T>(method: string, path: string, body?: unknown) =>
      api.call<T & { errors?: string[] }>(godMode, method, path, body);

    const drawn = await call<Field>('POST', '/farms/fields/', {
      name: 'West',
      mpoly: box(-97.3, 38.1),
      farm,
      crop: null,
      crop_trait: null,
      legal_confirmed: true,
    });
    expect(drawn.status).toBe(201);
    const east = await call<Field>('POST', '/farms/fields/', {
      name: 'East',
      mpoly: box(-97.2973, 38.1),
      farm,
      crop: null,
      crop_trait: null,
      legal_confirmed: true,
    });
    expect((await call('PATCH', `/farms/fields/${drawn.body.uuid}/`, { name: 'West 40' })).status).toBe(200);
    const reshaped = await call('PATCH', `/farms/fields/${drawn.body.uuid}/`, {
      mpoly: box(-97.3, 38.1, 0.0027, 0.0024),
    });
    expect(reshaped.status).toBe(200);
    const merged = await call('PATCH', `/farms/fields/${drawn.body.uuid}/merge/`, {
      merge_fields: [east.body.uuid],
    });
    expect(merged.status).toBe(200);
    const split = await call<{ fields: Field[] }>('POST', `/farms/fields/${drawn.body.uuid}/split/`, {
      line: [
        [-97.2986, 38.0995],
        [-97.2986, 38.103],
      ],
    });
    expect(split.status).toBe(200);
    const claimed = await call<Field>('PATCH', `/farms/fields/${cluUuid}/claim/`, {
      name: 'Claimed',
      farm,
      legal_confirmed: true,
    });
    expect(claimed.status).toBe(200);
    const imported = await call('POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: Buffer.from(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { name: 'From file' },
              geometry: { type: 'Polygon', coordinates: [box(-97.1, 38.2)] },
            },
          ],
        }),
      ).toString('base64'),
      dry_run: false,
      legal_confirmed: true,
    });
    expect(imported.status).toBe(200);
    expect((await call('DELETE', `/farms/fields/${claimed.body.uuid}/`)).status).toBe(204);

    // The grower's own farm is in the account's log under the grower; the rest is the retailer's.
    const account = await auditOf(`account=${grower.uuid}`);
    expect(account.at(-1)).toMatchObject({ action: 'farm.created', actor_uuid: grower.uuid });
    const entries = await auditOf(`account=${grower.uuid}&actor=${retailer.uuid}`);
    expect(entries).toEqual(account.slice(0, -1));
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'field.created',
      'field.created',
      'field.edited',
      'boundary.edited',
      'field.merged',
      'field.split',
      'field.claimed',
      'fields.imported',
      'field.deleted',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor_uuid: retailer.uuid, account_uuid: grower.uuid });
      expect(entry.detail.god_mode).toBe(true);
    }
    const [deleted] = entries;
    expect(deleted?.detail).toMatchObject({ field: claimed.body.uuid, name: 'Claimed', farm });
    expect(entries.find((entry) => entry.action === 'field.edited')?.detail).toMatchObject({
      changed: ['name'],
    });
    expect(entries.find((entry) => entry.action === 'field.merged')?.detail).toMatchObject({
      field: drawn.body.uuid,
      merged_from: [east.body.uuid],
    });
    // The same log, asked by the person who acted, holds these and nothing of the grower's own.
    expect(await auditOf(`actor=${retailer.email}`)).toEqual(entries);
  });

  it('writes nothing for a change refused, nor for an import tried as a dry run', async () => {
    const { grower, retailer, godMode, farm } = await retailerInGrowerAccount();
    const refused = await api.call(godMode, 'POST', '/farms/fields/', {
      name: '  ',
      mpoly: box(-97.5, 38.1),
      farm,
      legal_confirmed: true,
    });
    expect(refused.status).toBe(400);
    const dryRun = await api.call(godMode, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: Buffer.from(
        JSON.stringify({
          type: 'Feature',
          properties: { name: 'Maybe' },
          geometry: { type: 'Polygon', coordinates: [box(-97.5, 38.2)] },
        }),
      ).toString('base64'),
      dry_run: true,
    });
    expect(dryRun.status).toBe(200);
    expect(await auditOf(`account=${grower.uuid}&actor=${retailer.uuid}`)).toEqual([]);
  });

  it('adds, renames and deletes a farm, the deletion listing the fields that went with it', async () => {
    const { grower, retailer, godMode } = await retailerInGrowerAccount();
    const added = await api.call<{ id: number }>(godMode, 'POST', '/farms/', { name: 'Bottoms' });
    expect(added.status).toBe(201);
    expect(
      (await api.call(godMode, 'PATCH', `/farms/${added.body.id}/`, { name: 'River bottoms' })).status,
    ).toBe(200);
    const field = await api.call<Field>(godMode, 'POST', '/farms/fields/', {
      name: 'Slough',
      mpoly: box(-97.7, 38.1),
      farm: added.body.id,
      legal_confirmed: true,
    });
    expect((await api.call(godMode, 'DELETE', `/farms/${added.body.id}/`)).status).toBe(204);
    const entries = await auditOf(`account=${grower.uuid}&actor=${retailer.uuid}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'farm.deleted',
      'field.created',
      'farm.renamed',
      'farm.created',
    ]);
    expect(entries[0]?.detail).toMatchObject({
      farm: added.body.id,
      name: 'River bottoms',
      fields: [{ uuid: field.body.uuid, name: 'Slough' }],
      god_mode: true,
    });
    // A farm that is not there is refused and writes nothing.
    expect((await api.call(godMode, 'DELETE', `/farms/${added.body.id}/`)).status).toBe(404);
    expect(await auditOf(`account=${grower.uuid}&actor=${retailer.uuid}&action=farm.deleted`)).toHaveLength(
      1,
    );
  });

  it("names the grower as actor of the grower's own change, without god mode", async () => {
    const grower = await api.session({ plan: 'B' });
    const farm = await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Own' });
    const drawn = await api.call<Field>(grower.access, 'POST', '/farms/fields/', {
      name: 'Mine',
      mpoly: box(-97.6, 38.1),
      farm: farm.body.id,
      legal_confirmed: true,
    });
    expect(drawn.status).toBe(201);
    const [entry] = await auditOf(`account=${grower.uuid}`);
    expect(entry).toMatchObject({
      action: 'field.created',
      actor_uuid: grower.uuid,
      account_uuid: grower.uuid,
    });
    expect(entry?.detail).not.toHaveProperty('god_mode');
  });
});
