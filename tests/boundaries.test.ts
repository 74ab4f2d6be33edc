import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { Client, type Stack, startStack } from './support';

// Drawing, merging, splitting and disputes through the gateway: spec 3's payload goes
// upstream, the api's messages come back as payload errors, and the map view shows both
// owners the overlap.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await writeDemoRegion(stack.api.db, 20);
});
afterAll(() => stack?.close());

const box = (lng: number, lat: number, width = 0.0027, height = 0.0021) => [
  [lng, lat],
  [lng + width, lat],
  [lng + width, lat + height],
  [lng, lat + height],
  [lng, lat],
];

const createField = `mutation ($input: CreateFieldInput!) {
  createField(input: $input) {
    ok upgradeRequired errors { message }
    field { uuid name area farm geometry { type coordinates } disputeFields { uuid area } mergedFrom }
  }
}`;
type Created = {
  createField: {
    ok: boolean;
    upgradeRequired: boolean;
    errors: { message: string }[];
    field: {
      uuid: string;
      name: string;
      area: number;
      farm: number | null;
      disputeFields: { uuid: string; area: number }[];
      mergedFrom: string[];
    } | null;
  };
};

async function grower(plan: 'F' | 'B' = 'B') {
  const session = await stack.api.session({ plan });
  const farm = await stack.api.call<{ id: number }>(session.access, 'POST', '/farms/', { name: 'Home' });
  return {
    client: new Client(stack.gateway.url, session.access),
    farm: farm.body.id,
    access: session.access,
  };
}

const draw = async (
  who: Awaited<ReturnType<typeof grower>>,
  name: string,
  mpoly: number[][],
  farm = who.farm,
) =>
  (
    await who.client.request<Created>(createField, {
      input: { name, mpoly, farm, legalConfirmed: true },
    })
  ).data?.createField;

describe('boundaries through the gateway', () => {
  it('draws a field, and answers a free plan with the upgrade and a bow-tie with its message', async () => {
    const me = await grower();
    const made = await draw(me, 'North 40', box(-97.9, 38.2));
    expect(made).toMatchObject({ ok: true, field: { name: 'North 40', farm: me.farm, mergedFrom: [] } });
    const free = await grower('F');
    expect(await draw(free, 'Mine', box(-97.9, 38.21))).toMatchObject({
      ok: false,
      upgradeRequired: true,
      errors: [{ message: "Oops! You don't have enough credits." }],
    });
    const bowTie = [
      [-97.9, 38.22],
      [-97.89, 38.23],
      [-97.89, 38.22],
      [-97.9, 38.23],
      [-97.9, 38.22],
    ];
    expect((await draw(me, 'Bow', bowTie))?.errors).toEqual([
      { message: 'The boundary crosses itself. Draw it without crossing lines.' },
    ]);
  });

  it('merges two fields, then splits one, and reshapes through updateField', async () => {
    const me = await grower();
    const west = await draw(me, 'West', box(-97.8, 38.2));
    const east = await draw(me, 'East', box(-97.7973, 38.2));
    const merged = await me.client.request<{
      mergeFields: { ok: boolean; field: { uuid: string; mergedFrom: string[]; area: number } };
    }>(
      `mutation ($uuid: ID!, $others: [ID!]!) { mergeFields(uuid: $uuid, mergeFields: $others) { ok field { uuid mergedFrom area } } }`,
      {
        uuid: west?.field?.uuid,
        others: [east?.field?.uuid],
      },
    );
    expect(merged.data?.mergeFields).toMatchObject({
      ok: true,
      field: { uuid: west?.field?.uuid, mergedFrom: [east?.field?.uuid] },
    });
    const split = await me.client.request<{ splitField: { ok: boolean; fields: { name: string }[] } }>(
      `mutation ($uuid: ID!, $line: [[Float!]!]!) { splitField(uuid: $uuid, line: $line) { ok fields { name } } }`,
      {
        uuid: west?.field?.uuid,
        line: [
          [-97.7973, 38.1995],
          [-97.7973, 38.2025],
        ],
      },
    );
    expect(split.data?.splitField).toMatchObject({
      ok: true,
      fields: [{ name: 'West' }, { name: 'West 2' }],
    });
    const reshaped = await me.client.request<{ updateField: { ok: boolean; field: { area: number } } }>(
      `mutation ($uuid: ID!, $input: UpdateFieldInput!) { updateField(uuid: $uuid, input: $input) { ok field { area } } }`,
      { uuid: west?.field?.uuid, input: { mpoly: [[box(-97.8, 38.2, 0.0054)]] } },
    );
    expect(reshaped.data?.updateField.ok).toBe(true);
    expect(reshaped.data?.updateField.field.area).toBeCloseTo(27.3, 0);
  });

  it('carries the boundary version; a reshape from a stale copy is a payload error on boundaryVersion', async () => {
    const me = await grower();
    const made = await draw(me, 'Creek', box(-97.5, 38.2));
    const reshape = (boundaryVersion: number) =>
      me.client.request<{
        updateField: {
          ok: boolean;
          errors: { field: string | null; message: string }[];
          field: { boundaryVersion: number } | null;
        };
      }>(
        `mutation ($uuid: ID!, $input: UpdateFieldInput!) {
          updateField(uuid: $uuid, input: $input) { ok errors { field message } field { boundaryVersion } }
        }`,
        { uuid: made?.field?.uuid, input: { mpoly: [[box(-97.5, 38.2, 0.0035)]], boundaryVersion } },
      );
    const opened = await me.client.request<{
      mapFields: { fields: { uuid: string; boundaryVersion: number }[] };
    }>(
      `{ mapFields(west: -97.51, south: 38.19, east: -97.49, north: 38.21) { fields { uuid boundaryVersion } } }`,
    );
    expect(opened.data?.mapFields.fields).toEqual([{ uuid: made?.field?.uuid, boundaryVersion: 1 }]);
    expect((await reshape(1)).data?.updateField).toEqual({
      ok: true,
      errors: [],
      field: { boundaryVersion: 2 },
    });
    const stale = await reshape(1);
    expect(stale.errors).toBeUndefined();
    expect(stale.data?.updateField).toEqual({
      ok: false,
      errors: [
        {
          field: 'boundaryVersion',
          message:
            "This field's boundary was changed since you opened it. Reload the field to see the latest boundary, then make your change again.",
        },
      ],
      field: null,
    });
  });

  it('shows a dispute to both owners in their map views, with the overlap', async () => {
    const me = await grower();
    const neighbour = await grower();
    const mine = await draw(me, 'Mine', box(-97.6, 38.2));
    const theirs = await draw(neighbour, 'Theirs', box(-97.598, 38.2));
    const mapFields = `query { mapFields(west: -97.61, south: 38.19, east: -97.59, north: 38.21) {
      fields { uuid mine name disputeFields { uuid area overlaps } }
      disputes { field other area geometry { type } }
    } }`;
    type View = {
      mapFields: {
        fields: {
          uuid: string;
          mine: boolean;
          name: string | null;
          disputeFields: { uuid: string; area: number; overlaps: number[] }[];
        }[];
        disputes: { field: string; other: string; area: number; geometry: { type: string } }[];
      };
    };
    const mineView = (await me.client.request<View>(mapFields)).data?.mapFields;
    const theirView = (await neighbour.client.request<View>(mapFields)).data?.mapFields;
    expect(mineView?.disputes).toEqual([
      {
        field: mine?.field?.uuid,
        other: theirs?.field?.uuid,
        area: expect.closeTo(3.54, 1),
        geometry: { type: 'MultiPolygon' },
      },
    ]);
    expect(theirView?.disputes).toEqual([
      {
        field: theirs?.field?.uuid,
        other: mine?.field?.uuid,
        area: expect.closeTo(3.54, 1),
        geometry: { type: 'MultiPolygon' },
      },
    ]);
    expect(theirView?.fields.find((field) => field.uuid === mine?.field?.uuid)).toMatchObject({
      mine: false,
      name: null,
    });
    // One overlap: its acres, and the same figure as the total.
    const dispute = mineView?.fields.find((field) => field.uuid === mine?.field?.uuid)?.disputeFields[0];
    expect(dispute?.overlaps).toEqual([dispute?.area]);
  });

  it('flags an imported boundary that is a field of the account already, with its farm, and skips it', async () => {
    const me = await grower();
    await draw(me, 'North 80', box(-97.5, 38.2));
    const file = Buffer.from(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'North 80' },
            geometry: { type: 'Polygon', coordinates: [box(-97.5, 38.2)] },
          },
          {
            type: 'Feature',
            properties: { name: 'New' },
            geometry: { type: 'Polygon', coordinates: [box(-97.49, 38.2)] },
          },
        ],
      }),
    ).toString('base64');
    const second = await stack.api.call<{ id: number }>(me.access, 'POST', '/farms/', { name: 'Second' });
    const preview = await me.client.request<{
      importFarmFields: {
        ok: boolean;
        report: {
          taken: number;
          skipped: number;
          notBoundaries: number;
          features: { status: string; taken: boolean; matches: { name: string; farmName: string }[] }[];
        };
      };
    }>(
      `mutation ($farm: Int!, $input: ImportFieldsInput!) {
        importFarmFields(farm: $farm, input: $input) {
          ok report { taken skipped notBoundaries features { status taken matches { name farmName } } }
        }
      }`,
      { farm: second.body.id, input: { format: 'GEOJSON', content: file, dryRun: true } },
    );
    expect(preview.data?.importFarmFields).toEqual({
      ok: true,
      report: {
        taken: 1,
        skipped: 1,
        notBoundaries: 0,
        features: [
          { status: 'SKIPPED', taken: false, matches: [{ name: 'North 80', farmName: 'Home' }] },
          { status: 'TAKEN', taken: true, matches: [] },
        ],
      },
    });
  });
});
