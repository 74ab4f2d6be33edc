import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { box, drawing, type Field } from './drawing.testing';

// Merging boundaries through the api (PATCH farms/fields/{uuid}/merge/) and the rules on it.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const { grower, draw } = drawing(() => api);

describe('merging (PATCH farms/fields/{uuid}/merge/)', () => {
  it('unions fields that touch; the first, the larger, keeps its name and lists the others; their records are kept', async () => {
    const me = await grower();
    const west = (await draw(me.access, { name: 'West', mpoly: box(-97.5, 38.1), farm: me.farm })).body;
    const east = (await draw(me.access, { name: 'East', mpoly: box(-97.4973, 38.1), farm: me.farm })).body;
    const merged = await api.call<Field>(me.access, 'PATCH', `/farms/fields/${west.uuid}/merge/`, {
      merge_fields: [east.uuid],
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ uuid: west.uuid, name: 'West', merged_from: [east.uuid] });
    expect(merged.body.area).toBeCloseTo(west.area + east.area, 1);
    expect(merged.body.geometry.coordinates).toHaveLength(1);
    const history = await api.db.query<{ field_uuid: string; name: string }>(
      "SELECT field_uuid, name FROM field_history WHERE event = 'merged' AND related_uuid = $1 ORDER BY name",
      [west.uuid],
    );
    expect(history).toEqual([
      { field_uuid: east.uuid, name: 'East' },
      { field_uuid: west.uuid, name: 'West' },
    ]);
    const gone = await api.db.query('SELECT 1 FROM fields WHERE uuid = $1', [east.uuid]);
    expect(gone).toHaveLength(0);
  });

  it('keeps the name of the larger field, whichever was clicked first: split and merge do not grow names', async () => {
    const me = await grower();
    const field = (await draw(me.access, { name: 'Test North 80', mpoly: box(-97.6, 38.1), farm: me.farm }))
      .body;
    // Cut a third off the east side, three times over, each time merging from the small piece.
    for (let round = 0; round < 3; round++) {
      const split = await api.call<{ fields: Field[] }>(
        me.access,
        'POST',
        `/farms/fields/${field.uuid}/split/`,
        {
          line: [
            [-97.5982, 38.0995],
            [-97.5982, 38.1025],
          ],
        },
      );
      expect(split.status).toBe(200);
      const [kept, made] = split.body.fields as [Field, Field];
      expect([kept.name, made.name]).toEqual(['Test North 80', 'Test North 80 2']);
      expect(made.area).toBeLessThan(kept.area);
      const merged = await api.call<Field>(me.access, 'PATCH', `/farms/fields/${made.uuid}/merge/`, {
        merge_fields: [kept.uuid],
      });
      expect(merged.status).toBe(200);
      expect(merged.body).toMatchObject({ uuid: made.uuid, name: 'Test North 80', merged_from: [kept.uuid] });
      field.uuid = made.uuid;
    }
    const names = await api.call<Field[]>(me.access, 'GET', `/farms/${me.farm}/fields/`);
    expect(names.body.map((each) => each.name)).toEqual(['Test North 80']);
  });

  it('takes off the corners on straight edges, and keeps the real ones', async () => {
    const me = await grower();
    // A tall field and a shorter one east of it: their union steps down. The point where the
    // short one's south-west corner met the tall one's south edge is on one straight edge now.
    const west = (await draw(me.access, { name: 'Tall', mpoly: box(-97.7, 38.1), farm: me.farm })).body;
    const east = (
      await draw(me.access, { name: 'Short', mpoly: box(-97.6973, 38.1, 0.0027, 0.0015), farm: me.farm })
    ).body;
    const merged = await api.call<Field>(me.access, 'PATCH', `/farms/fields/${west.uuid}/merge/`, {
      merge_fields: [east.uuid],
    });
    expect(merged.status).toBe(200);
    const [ring] = merged.body.geometry.coordinates.flat() as [number[][]];
    const corners = ring.slice(0, -1).map(([lng, lat]) => `${lng?.toFixed(4)},${lat?.toFixed(4)}`);
    expect(corners.sort()).toEqual(
      [
        '-97.7000,38.1000',
        '-97.6946,38.1000',
        '-97.6946,38.1015',
        '-97.6973,38.1015',
        '-97.6973,38.1021',
        '-97.7000,38.1021',
      ].sort(),
    );
    expect(merged.body.area).toBeCloseTo(west.area + east.area, 2);
  });

  it('refuses fields apart, another account’s field, and no second field, changing nothing', async () => {
    const me = await grower();
    const one = (await draw(me.access, { name: 'One', mpoly: box(-97.3, 38.1), farm: me.farm })).body;
    const apart = (await draw(me.access, { name: 'Apart', mpoly: box(-97.2, 38.1), farm: me.farm })).body;
    const far = await api.call(me.access, 'PATCH', `/farms/fields/${one.uuid}/merge/`, {
      merge_fields: [apart.uuid],
    });
    expect(far.body.errors).toEqual(['Fields must touch or overlap to be merged.']);
    const stranger = await grower();
    const theirs = (
      await draw(stranger.access, { name: 'T', mpoly: box(-97.2973, 38.1), farm: stranger.farm })
    ).body;
    const notMine = await api.call(me.access, 'PATCH', `/farms/fields/${one.uuid}/merge/`, {
      merge_fields: [theirs.uuid],
    });
    expect(notMine.status).toBe(404);
    const none = await api.call(me.access, 'PATCH', `/farms/fields/${one.uuid}/merge/`, { merge_fields: [] });
    expect(none.body.errors).toEqual(['Choose a second field to merge.']);
    const rows = await api.db.query('SELECT 1 FROM field_history WHERE related_uuid = $1', [one.uuid]);
    expect(rows).toHaveLength(0);
  });
});
