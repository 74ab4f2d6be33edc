import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveViewer } from '../auth/resolve-viewer';
import { writeDemoRegion } from '../modules/clu/seed';
import { catalogueWithTankMixes } from '../modules/tank-mixes/service';
import { startTestApi, type TestApi } from '../testing';
import { seedDemo } from './demo';
import { seedDemoFarms } from './demo-farms';

// The demo a newcomer meets: the grower's managers are filled, and a mix warns about a neighbour.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemo(api.db);
  await writeDemoRegion(api.db, 2000);
  await seedDemoFarms(api.db);
});
afterAll(() => api?.close());

describe('the demo grower', () => {
  it("grows crops, tracks neighbours' traits, and has a mix that would injure a neighbour's crop", async () => {
    const [row] = await api.db.query<{ uuid: string }>(
      "SELECT uuid FROM users WHERE email = 'grower@demo.farm'",
    );
    const viewer = await resolveViewer(api.db, { userUuid: row?.uuid ?? '', kind: 'access', jti: 'test' });
    if (!viewer) throw new Error('no demo grower');
    const { catalogue: catalog, tankMixes } = catalogueWithTankMixes(api.db);
    expect((await catalog.myCrops(viewer, 'account_crops')).map((crop) => crop.name)).toContain('corn');
    const mixes = await tankMixes.tankMixes(viewer);
    const post = mixes.find((mix) => mix.name === 'Soybean post (Xtend)');
    const verdicts = await catalog.compatibility(viewer, { tank_mix: post?.id });
    const enlist = verdicts.find((verdict) => verdict.crop_trait?.trait_name === 'Enlist E3');
    expect(enlist?.safe).toBe(false);
    expect(enlist?.injuring.map((active) => active.name)).toEqual(['dicamba']);
  });

  it('already has the demo retailer assigned, so both Ag Retailer tables are filled', async () => {
    const rows = await api.db.query<{ grower: string; retailer: string }>(
      `SELECT g.email AS grower, r.email AS retailer FROM ag_retailer_relations rel
       JOIN users g ON g.uuid = rel.grower_uuid JOIN users r ON r.uuid = rel.retailer_uuid`,
    );
    expect(rows).toEqual([{ grower: 'grower@demo.farm', retailer: 'retailer@demo.farm' }]);
  });

  it('is seeded once: a second start changes nothing', async () => {
    await seedDemo(api.db);
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tank_mixes');
    expect(count?.n).toBe(3);
  });

  it('has two farms of claimed fields, with crops and traits where the demo gives them', async () => {
    const rows = await api.db.query<{ farm: string; fields: number; with_trait: number }>(
      `SELECT m.name AS farm, count(f.uuid)::int AS fields, count(f.crop_trait_id)::int AS with_trait
       FROM farms m JOIN accounts a ON a.id = m.account_id JOIN users u ON u.account_id = a.id
       LEFT JOIN fields f ON f.farm_id = m.id
       WHERE u.email = 'grower@demo.farm' GROUP BY m.id, m.name ORDER BY m.id`,
    );
    expect(rows).toEqual([
      { farm: 'Miller Creek Farms', fields: 4, with_trait: 3 },
      { farm: 'North Section', fields: 3, with_trait: 3 },
    ]);
    await seedDemoFarms(api.db);
    const [again] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fields');
    expect(again?.n).toBe(7);
  });
});

describe('the demo neighbours', () => {
  it('farm beside the grower: one incompatible with the Xtend beans, one overlapping the Creek field', async () => {
    const { seedDemoNeighbours } = await import('./demo-neighbours');
    await seedDemoNeighbours(api.db);
    await seedDemoNeighbours(api.db);
    const neighbourFields = await api.db.query<{ name: string }>(
      `SELECT f.name FROM fields f JOIN users u ON u.uuid = f.owner_uuid WHERE u.email LIKE 'neighbor.%' ORDER BY f.name`,
    );
    expect(neighbourFields.map((each) => each.name)).toEqual([
      'Brandt creek bottom',
      'Hayes pasture corner',
      'Hayes west 40',
    ]);
    const [overlap] = await api.db.query<{ acres: number }>(
      `SELECT (ST_Area(ST_Intersection(a.geom, b.geom)::geography) / ${SQUARE_METRES_PER_ACRE})::float AS acres
       FROM fields a, fields b WHERE a.name = 'Brandt creek bottom' AND b.name = 'Creek field'`,
    );
    expect(overlap?.acres).toBeGreaterThan(0.5);
    expect(overlap?.acres).toBeLessThan(15);

    const [row] = await api.db.query<{ uuid: string }>(
      "SELECT uuid FROM users WHERE email = 'grower@demo.farm'",
    );
    const login = await api.call<{ access: string }>('', 'POST', '/auth/jwt/create/', {
      email: 'grower@demo.farm',
      password: 'demo-grower-2026',
    });
    expect(row?.uuid).toBeTruthy();
    const farms = (await api.call<{ id: number; name: string }[]>(login.body.access, 'GET', '/farms/me/'))
      .body;
    const north = farms.find((farm) => farm.name === 'North Section');
    const fields = (
      await api.call<{ name: string; neighbor_compatibility: { injuring: string[] }[] }[]>(
        login.body.access,
        'GET',
        `/farms/${north?.id}/fields/`,
      )
    ).body;
    const xtend = fields.find((field) => field.name === 'Section 12 east');
    expect(xtend?.neighbor_compatibility[0]?.injuring).toContain('dicamba');

    // A neighbour who signs in finds what their fields grow on My Crops.
    const brandt = await api.call<{ access: string }>('', 'POST', '/auth/jwt/create/', {
      email: 'neighbor.brandt@demo.farm',
      password: 'demo-neighbor-2026',
    });
    const myCrops = await api.call<{ my_crop: { crops: { name: string }[] } }>(
      brandt.body.access,
      'GET',
      '/farms/crops/me/',
    );
    expect(myCrops.body.my_crop.crops.map((crop) => crop.name)).toEqual(['soybean']);
  });
});
