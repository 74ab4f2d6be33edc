import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { boundaryMessages, type Ring } from './boundary';
import { box, drawing, type Field } from './drawing.testing';

// Drawing and reshaping boundaries through the api, and the rules on each (merging, splitting
// and disputes: merge.test.ts, split.test.ts, disputes.test.ts).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const { grower, draw, countFields } = drawing(() => api);

describe('drawing a field (POST farms/fields/)', () => {
  it('stores the boundary with its acres, in the farm', async () => {
    const me = await grower();
    const made = await draw(me.access, { name: 'North 40', mpoly: box(-97.9, 38.0), farm: me.farm });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'North 40', farm: me.farm, dispute_fields: [], merged_from: [] });
    // 0.0027° × 0.0021° at 38° N: about 237 m × 233 m, 13.7 acres.
    expect(made.body.area).toBeCloseTo(13.66, 1);
    expect(made.body.geometry.coordinates[0]?.[0]).toHaveLength(5);
  });

  it("takes a neighbour's boundary with farm null, without the legal notice", async () => {
    const me = await grower();
    const made = await draw(me.access, {
      name: 'Smith place',
      mpoly: box(-97.95, 38.0),
      farm: null,
      legal_confirmed: undefined,
    });
    expect(made.status).toBe(201);
    expect(made.body.farm).toBeNull();
  });

  it('follows spec 4: a name, then plan B, then a unique name and the legal notice', async () => {
    const me = await grower();
    const noName = await draw(me.access, { name: '  ', mpoly: box(-97.9, 38.01), farm: me.farm });
    expect(noName.body.errors).toEqual(['You have to enter a name for the boundary']);
    const free = await grower('F');
    const teaser = await draw(free.access, { name: 'A', mpoly: box(-97.9, 38.01), farm: free.farm });
    expect(teaser.status).toBe(402);
    expect(teaser.body.errors).toEqual(["Oops! You don't have enough credits."]);
    await draw(me.access, { name: 'Creek', mpoly: box(-97.9, 38.01), farm: me.farm });
    const twin = await draw(me.access, { name: 'CREEK', mpoly: box(-97.9, 38.02), farm: me.farm });
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual(['A field with that name already exists in this farm!']);
    const unconfirmed = await draw(me.access, {
      name: 'Other',
      mpoly: box(-97.9, 38.03),
      farm: me.farm,
      legal_confirmed: undefined,
    });
    expect(unconfirmed.status).toBe(403);
    const stranger = await grower();
    const notMine = await draw(stranger.access, { name: 'X', mpoly: box(-97.9, 38.04), farm: me.farm });
    expect(notMine.status).toBe(403);
  });
});

describe('the bad-geometry corpus', () => {
  const many: Ring = Array.from({ length: 200_000 }, (_, at) => {
    const angle = (2 * Math.PI * at) / 199_999;
    return [-97.9 + 0.01 * Math.cos(angle), 38.1 + 0.01 * Math.sin(angle)];
  });
  const corpus: [string, unknown, string][] = [
    [
      'a bow-tie',
      [
        [-97.9, 38.1],
        [-97.89, 38.11],
        [-97.89, 38.1],
        [-97.9, 38.11],
        [-97.9, 38.1],
      ],
      boundaryMessages.selfIntersects,
    ],
    ['an unclosed ring', box(-97.9, 38.1).slice(0, 4), boundaryMessages.unclosed],
    ['repeated points only', Array.from({ length: 5 }, () => [-97.9, 38.1]), boundaryMessages.tooFewPoints],
    [
      'zero area',
      [
        [-97.9, 38.1],
        [-97.89, 38.1],
        [-97.88, 38.1],
        [-97.9, 38.1],
      ],
      boundaryMessages.zeroArea,
    ],
    ['200,000 vertices', many, boundaryMessages.tooManyVertices],
    ['coordinates out of range', box(-197.9, 98.1), boundaryMessages.outOfRange],
    ['a WKT string', 'POLYGON((-97.9 38.1, -97.89 38.1, -97.89 38.11, -97.9 38.1))', boundaryMessages.shape],
    ['strings for numbers', box(-97.9, 38.1).map(([x, y]) => [String(x), String(y)]), boundaryMessages.shape],
    ['a field in the Atlantic', box(-30, 38.1), boundaryMessages.outsideUs],
    ['a field under 0.01 acres', box(-97.9, 38.1, 0.00001, 0.00001), boundaryMessages.tooSmall],
    ['a field over 50,000 acres', box(-99, 38.1, 0.5, 0.5), boundaryMessages.tooLarge],
  ];

  it.each(corpus)('refuses %s with a clear message and stores nothing', async (_name, mpoly, message) => {
    const me = await grower();
    const before = await countFields();
    const refused = await draw(me.access, { name: 'Bad', mpoly, farm: me.farm });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([message]);
    expect(await countFields()).toBe(before);
  });

  it('refuses the same corpus when reshaping a field, leaving it as it was', async () => {
    const me = await grower();
    const field = (await draw(me.access, { name: 'Keep', mpoly: box(-97.7, 38.1), farm: me.farm })).body;
    for (const [, mpoly, message] of corpus) {
      const refused = await api.call(me.access, 'PATCH', `/farms/fields/${field.uuid}/`, {
        name: 'Renamed',
        mpoly,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([message]);
    }
    const [row] = await api.db.query<{ name: string; same: boolean }>(
      'SELECT name, ST_Equals(geom, ST_Multi(ST_GeomFromGeoJSON($2))) AS same FROM fields WHERE uuid = $1',
      [field.uuid, JSON.stringify({ type: 'Polygon', coordinates: [box(-97.7, 38.1)] })],
    );
    expect(row).toEqual({ name: 'Keep', same: true });
  });
});

describe('editing a boundary (PATCH farms/fields/{uuid}/ with mpoly)', () => {
  it('reshapes the owner’s field and measures it again; no one else may', async () => {
    const me = await grower();
    const field = (await draw(me.access, { name: 'Grow', mpoly: box(-97.6, 38.1), farm: me.farm })).body;
    const grown = await api.call<Field>(me.access, 'PATCH', `/farms/fields/${field.uuid}/`, {
      mpoly: box(-97.6, 38.1, 0.0054),
    });
    expect(grown.status).toBe(200);
    expect(grown.body.area).toBeCloseTo(field.area * 2, 0);
    const stranger = await grower();
    const refused = await api.call(stranger.access, 'PATCH', `/farms/fields/${field.uuid}/`, {
      mpoly: box(-97.6, 38.1),
    });
    expect(refused.status).toBe(404);
  });
});
