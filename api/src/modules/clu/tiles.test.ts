import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from './seed';
import { recountNodes, upsertFields } from './store';

// The map's overview tiles as maplibre reads them: a retailer sees every assigned grower's fields
// with their crops and growers; a stranger sees the land units and only its own fields.
let api: TestApi;
let tileOfField: { z: number; x: number; y: number };

/** The zoom-8 tile holding a point (the slippy-map formula maplibre asks tiles by). */
function tileAt(lng: number, lat: number, z = 8) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

async function tile(access: string, { z, x, y } = tileOfField) {
  const answer = await fetch(`${api.url}/farms/tiles/${z}/${x}/${y}/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(answer.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const decoded = new VectorTile(new Pbf(bytes));
  const features = (name: string) => {
    const layer = decoded.layers[name];
    return layer ? Array.from({ length: layer.length }, (_, at) => layer.feature(at).properties) : [];
  };
  return { bytes, units: features('land_units'), fields: features('fields') };
}

beforeAll(async () => {
  api = await startTestApi();
  await writeDemoRegion(api.db, 200);
});
afterAll(() => api?.close());

describe('the territory overview tiles', () => {
  it("shows a retailer its growers' fields by crop and grower, and a stranger only the land units", async () => {
    const retailer = await api.session({ agRetailer: true, fullName: 'Prairie Co-op' });
    const grower = await api.session({ fullName: 'Dana Miller', plan: 'B' });
    await api.db.query('INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2)', [
      grower.uuid,
      retailer.uuid,
    ]);
    const [unit] = await api.db.query<{ uuid: string; lng: number; lat: number }>(
      'SELECT uuid, ST_X(ST_PointOnSurface(geom)) AS lng, ST_Y(ST_PointOnSurface(geom)) AS lat FROM clu_fields ORDER BY uuid LIMIT 1',
    );
    const claim = await api.call(grower.access, 'PATCH', `/farms/fields/${unit?.uuid}/claim/`, {
      name: 'Creek',
      legal_confirmed: true,
    });
    expect(claim.status).toBe(200);
    await api.db.query('UPDATE fields SET crop_id = 1 WHERE clu_uuid = $1', [unit?.uuid]);
    tileOfField = tileAt(Number(unit?.lng), Number(unit?.lat));

    const seen = await tile(retailer.access);
    expect(seen.units.length).toBeGreaterThan(0);
    expect(Object.keys(seen.units[0] ?? {})).toEqual(['acres']);
    expect(seen.fields).toEqual([
      { grower: 'Dana Miller', grower_color: expect.any(String), crop: 'corn', crop_color: '#ffd300' },
    ]);

    const stranger = await api.session({ fullName: 'Someone Else' });
    const theirs = await tile(stranger.access);
    expect(theirs.units.length).toBe(seen.units.length);
    expect(theirs.fields).toEqual([]);
  });

  it('keeps a tile of land units until a unit in it changes shape', async () => {
    const viewer = await api.session();
    const before = await tile(viewer.access);
    expect((await tile(viewer.access)).bytes).toEqual(before.bytes);
    const [unit] = await api.db.query<{ source_key: string; lng: number; lat: number }>(
      `SELECT source_key, ST_XMin(geom) AS lng, ST_YMin(geom) AS lat FROM clu_fields WHERE source = 'demo' ORDER BY uuid LIMIT 1`,
    );
    const [lng, lat] = [Number(unit?.lng), Number(unit?.lat)];
    const square = [
      [lng, lat],
      [lng + 0.02, lat],
      [lng + 0.02, lat + 0.02],
      [lng, lat + 0.02],
      [lng, lat],
    ];
    await api.db.transaction((tx) =>
      upsertFields(tx, 'demo', [
        {
          key: unit?.source_key ?? '',
          geometry: { type: 'Polygon', coordinates: [square] },
          stateFips: null,
          countyFips: null,
        },
      ]),
    );
    await recountNodes(api.db);
    expect((await tile(viewer.access)).bytes).not.toEqual(before.bytes);
  });

  it('draws the tile holding a field at every overview zoom, down to the whole world (z 0)', async () => {
    // A field a few hundred metres across simplifies to nothing at zoom 0 to 2: such a field is
    // left out of the tile, not a fault (it was a 500 on the embedded database).
    const [field] = await api.db.query<{ owner: string; lng: number; lat: number }>(
      'SELECT owner_uuid AS owner, ST_X(ST_PointOnSurface(geom)) AS lng, ST_Y(ST_PointOnSurface(geom)) AS lat FROM fields LIMIT 1',
    );
    expect(field).toBeDefined();
    const access = await api.tokenFor(field?.owner ?? '');
    for (let z = 0; z <= 10; z += 1) {
      const at = tileAt(Number(field?.lng), Number(field?.lat), z);
      const answer = await fetch(`${api.url}/farms/tiles/${at.z}/${at.x}/${at.y}/`, {
        headers: { authorization: `Bearer ${access}` },
      });
      expect(answer.status, `tile ${at.z}/${at.x}/${at.y}`).toBe(200);
    }
  });

  it('refuses a tile past the overview zooms', async () => {
    const viewer = await api.session();
    const answer = await fetch(`${api.url}/farms/tiles/12/100/100/`, {
      headers: { authorization: `Bearer ${viewer.access}` },
    });
    expect(answer.status).toBe(400);
  });
});
