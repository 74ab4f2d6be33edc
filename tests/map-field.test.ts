import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { Client, type Stack, startStack } from './support';

// One field through the gateway (mapField) carries spec 3's feature properties: the first forecast
// hour labelled with its source, one's own field's drift zone then, and the disputes. With no
// weather source configured the forecast is the sample one, and says so.
type Seen = {
  mine: boolean;
  weather: {
    temperature0: number;
    windSpeed0: number;
    windDir0: string;
    chanceOfRain0: number;
    source: 'NWS' | 'SAMPLE';
  } | null;
  drift: { windDirection: string; weatherSource: string | null; polygons: unknown[] } | null;
  disputeFields: { uuid: string; area: number }[];
  adjacentFields: { uuid: string; weather: unknown; drift: unknown }[];
};
const query = `query ($uuid: ID!) {
  mapField(uuid: $uuid) {
    mine
    weather { temperature0 windSpeed0 windDir0 chanceOfRain0 source }
    drift { windDirection weatherSource polygons }
    disputeFields { uuid area }
    adjacentFields { uuid weather { source } drift { acres } }
  }
}`;

let stack: Stack;
let clus: string[];
beforeAll(async () => {
  stack = await startStack();
  await writeDemoRegion(stack.api.db, 6);
  const rows = await stack.api.db.query<{ uuid: string }>(
    'SELECT uuid FROM clu_fields WHERE node_id = (SELECT min(node_id) FROM clu_fields) ORDER BY uuid LIMIT 2',
  );
  clus = rows.map((row) => row.uuid);
});
afterAll(() => stack?.close());

describe('mapField', () => {
  it("gives one's own field its sample weather, labelled, and its drift zone in that wind", async () => {
    const grower = await stack.api.session({ plan: 'B' });
    const client = new Client(stack.gateway.url, grower.access);
    const claimed = await client.request<{ claimField: { ok: boolean } }>(
      'mutation ($uuid: ID!, $input: ClaimFieldInput!) { claimField(uuid: $uuid, input: $input) { ok } }',
      { uuid: clus[0], input: { name: 'Home', legalConfirmed: true } },
    );
    expect(claimed.data?.claimField.ok).toBe(true);

    const own = await client.request<{ mapField: Seen }>(query, { uuid: clus[0] });
    expect(own.errors).toBeUndefined();
    const field = own.data?.mapField;
    expect(field?.mine).toBe(true);
    expect(field?.weather?.source).toBe('SAMPLE');
    expect(typeof field?.weather?.temperature0).toBe('number');
    expect(field?.drift).toMatchObject({ windDirection: field?.weather?.windDir0, weatherSource: 'SAMPLE' });
    expect(field?.disputeFields).toEqual([]);
    // The fields beside it are listed for their neighbourliness only.
    expect(field?.adjacentFields.length).toBeGreaterThan(0);
    expect(field?.adjacentFields.every((each) => each.weather === null && each.drift === null)).toBe(true);

    const free = await client.request<{ mapField: Seen }>(query, { uuid: clus[1] });
    expect(free.data?.mapField).toMatchObject({ mine: false, drift: null, disputeFields: [] });
    expect(free.data?.mapField.weather?.source).toBe('SAMPLE');
  });
});
