import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveViewer } from '../auth/viewer';
import { CatalogService } from '../modules/catalog/service';
import { startTestApi, type TestApi } from '../testing';
import { seedDemo } from './demo';

// The demo a newcomer meets: the grower's managers are filled, and a mix warns about a neighbour.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemo(api.db);
});
afterAll(() => api?.close());

describe('the demo grower', () => {
  it("grows crops, tracks neighbours' traits, and has a mix that would injure a neighbour's crop", async () => {
    const [row] = await api.db.query<{ uuid: string }>(
      "SELECT uuid FROM users WHERE email = 'grower@demo.farm'",
    );
    const viewer = await resolveViewer(api.db, { userUuid: row?.uuid ?? '', kind: 'access', jti: 'test' });
    if (!viewer) throw new Error('no demo grower');
    const catalog = new CatalogService(api.db);
    expect((await catalog.myCrops(viewer, 'account_crops')).map((crop) => crop.name)).toContain('corn');
    const mixes = await catalog.tankMixes(viewer);
    const post = mixes.find((mix) => mix.name === 'Soybean post (Xtend)');
    const verdicts = await catalog.compatibility(viewer, { tank_mix: post?.id });
    const enlist = verdicts.find((verdict) => verdict.crop_trait?.trait_name === 'Enlist E3');
    expect(enlist?.safe).toBe(false);
    expect(enlist?.injuring.map((active) => active.name)).toEqual(['dicamba']);
  });

  it('is seeded once: a second start changes nothing', async () => {
    await seedDemo(api.db);
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tank_mixes');
    expect(count?.n).toBe(3);
  });
});
