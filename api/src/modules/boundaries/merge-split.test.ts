import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { box, drawing, type Field } from './drawing.testing';

// Merging and splitting boundaries through the api, the rules on each, and disputes between
// two accounts' fields.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const { grower, draw, countFields } = drawing(() => api);

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

describe('splitting (POST farms/fields/{uuid}/split/)', () => {
  it('cuts a field along a line into the field and a new numbered one of the same farm', async () => {
    const me = await grower();
    const field = (await draw(me.access, { name: 'Whole', mpoly: box(-97.1, 38.1), farm: me.farm })).body;
    const split = await api.call<{ fields: Field[] }>(
      me.access,
      'POST',
      `/farms/fields/${field.uuid}/split/`,
      {
        line: [
          [-97.0999, 38.0995],
          [-97.0985, 38.1025],
        ],
      },
    );
    expect(split.status).toBe(200);
    const [kept, made] = split.body.fields;
    expect(kept).toMatchObject({ uuid: field.uuid, name: 'Whole', farm: me.farm });
    expect(made).toMatchObject({ name: 'Whole 2', farm: me.farm });
    expect((kept?.area ?? 0) + (made?.area ?? 0)).toBeCloseTo(field.area, 1);
    const history = await api.db.query(
      "SELECT 1 FROM field_history WHERE event = 'split' AND field_uuid = $1",
      [field.uuid],
    );
    expect(history).toHaveLength(1);
  });

  it('leaves no repeated point where a cut lands 3 mm from a corner, and a merge back leaves no cut corners', async () => {
    const me = await grower();
    const field = (await draw(me.access, { name: 'Corner', mpoly: box(-97.2, 38.1), farm: me.farm })).body;
    // Crosses the south edge 3e-8° (about 3 mm) east of the south-west corner: at the 1e-7° the
    // boundary is kept in, the cut point and the corner are one point.
    const at = -97.2 + 3e-8;
    const split = await api.call<{ fields: Field[] }>(
      me.access,
      'POST',
      `/farms/fields/${field.uuid}/split/`,
      {
        line: [
          [at - 0.000075, 38.09985],
          [at + 0.0015, 38.103],
        ],
      },
    );
    expect(split.status).toBe(200);
    const repeats = (each: Field) =>
      each.geometry.coordinates
        .flat()
        .filter((ring) => ring.some((point, index) => index > 0 && point.join() === ring[index - 1]?.join()))
        .length;
    expect(split.body.fields.map(repeats)).toEqual([0, 0]);
    const [kept, made] = split.body.fields as [Field, Field];
    const merged = await api.call<Field>(me.access, 'PATCH', `/farms/fields/${kept.uuid}/merge/`, {
      merge_fields: [made.uuid],
    });
    expect(merged.status).toBe(200);
    // The box's four corners (and the closing point) again: the cut's ends on its edges are gone.
    expect(merged.body.geometry.coordinates.flat().map((ring) => ring.length)).toEqual([5]);
    expect(merged.body.area).toBeCloseTo(field.area, 2);
  });

  it('leaves no cut corners on slanted edges when the pieces are merged back', async () => {
    const me = await grower();
    // A field whose south and north edges slant: a cut point on them, kept at 1e-7°, sits
    // off the edge by a few millimetres.
    const ring = [
      [-97.8, 38.1],
      [-97.79713, 38.10037],
      [-97.79697, 38.10251],
      [-97.80021, 38.10209],
      [-97.8, 38.1],
    ];
    const field = (await draw(me.access, { name: 'Slant', mpoly: ring, farm: me.farm })).body;
    const split = await api.call<{ fields: Field[] }>(
      me.access,
      'POST',
      `/farms/fields/${field.uuid}/split/`,
      {
        line: [
          [-97.7988771, 38.0995],
          [-97.7987913, 38.1031],
        ],
      },
    );
    expect(split.status).toBe(200);
    const [kept, made] = split.body.fields as [Field, Field];
    // Each piece has the cut's two ends as corners: 4 corners and the closing point.
    expect([kept, made].map((each) => each.geometry.coordinates[0]?.[0]?.length)).toEqual([5, 5]);
    const merged = await api.call<Field>(me.access, 'PATCH', `/farms/fields/${made.uuid}/merge/`, {
      merge_fields: [kept.uuid],
    });
    expect(merged.status).toBe(200);
    const corners = merged.body.geometry.coordinates.flat()[0] ?? [];
    expect(corners).toHaveLength(5);
    for (const corner of ring) expect(corners).toContainEqual(corner);
    expect(merged.body.area).toBeCloseTo(field.area, 2);
  });

  it('cuts only the part of a multi-part field that the line crosses; the others stay with the field', async () => {
    const me = await grower();
    const west = box(-97.2, 38.1);
    const east = box(-97.19, 38.1);
    const field = (await draw(me.access, { name: 'Two parts', mpoly: [[west], [east]], farm: me.farm })).body;
    expect(field.geometry.coordinates).toHaveLength(2);
    const before = await countFields();
    // Through the west part only, south to north.
    const split = await api.call<{ fields: Field[] }>(
      me.access,
      'POST',
      `/farms/fields/${field.uuid}/split/`,
      {
        line: [
          [-97.199, 38.0995],
          [-97.1985, 38.1025],
        ],
      },
    );
    expect(split.status).toBe(200);
    expect(split.body.fields).toHaveLength(2);
    const [kept, made] = split.body.fields;
    expect(await countFields()).toBe(before + 1);
    // The field keeps its identity: the larger piece of the west part, and the east part whole.
    expect(kept).toMatchObject({ uuid: field.uuid, name: 'Two parts' });
    expect(kept?.geometry.coordinates).toHaveLength(2);
    const eastKept = kept?.geometry.coordinates.some((polygon) =>
      polygon[0]?.some(([lng]) => (lng ?? 0) > -97.191),
    );
    expect(eastKept).toBe(true);
    // The new field is the smaller piece of the west part alone.
    expect(made).toMatchObject({ name: 'Two parts 2' });
    expect(made?.geometry.coordinates).toHaveLength(1);
    expect(made?.geometry.coordinates[0]?.[0]?.every(([lng]) => (lng ?? 0) < -97.195)).toBe(true);
    expect((kept?.area ?? 0) + (made?.area ?? 0)).toBeCloseTo(field.area, 1);
    expect(made?.area ?? 0).toBeLessThan(field.area / 2);
  });

  it('refuses a line that does not cross the field, and another account’s field', async () => {
    const me = await grower();
    const field = (await draw(me.access, { name: 'Whole', mpoly: box(-97.0, 38.1), farm: me.farm })).body;
    const short = await api.call(me.access, 'POST', `/farms/fields/${field.uuid}/split/`, {
      line: [
        [-96.9999, 38.1001],
        [-96.9995, 38.1005],
      ],
    });
    expect(short.body.errors).toEqual(['The line must cross the field from one edge to the other.']);
    const stranger = await grower();
    const notMine = await api.call(stranger.access, 'POST', `/farms/fields/${field.uuid}/split/`, {
      line: [
        [-97.0001, 38.0995],
        [-96.9985, 38.1025],
      ],
    });
    expect(notMine.status).toBe(404);
  });
});

describe('disputes', () => {
  it('two accounts overlapping past 0.1 acres both see the dispute with its area; a sliver is no dispute', async () => {
    const me = await grower();
    const neighbour = await grower();
    const mine = (await draw(me.access, { name: 'Mine', mpoly: box(-96.9, 38.1), farm: me.farm })).body;
    // Overlaps the east quarter of mine: about 3.5 acres.
    const theirs = (
      await draw(neighbour.access, { name: 'Theirs', mpoly: box(-96.9 + 0.002, 38.1), farm: neighbour.farm })
    ).body;
    expect(theirs.dispute_fields).toHaveLength(1);
    expect(theirs.dispute_fields[0]?.uuid).toBe(mine.uuid);
    const area = theirs.dispute_fields[0]?.area ?? 0;
    expect(area).toBeCloseTo(3.54, 1);
    const mineNow = await api.call<Field[]>(me.access, 'GET', `/farms/${me.farm}/fields/`);
    expect(mineNow.body[0]?.dispute_fields).toEqual([{ uuid: theirs.uuid, area, overlaps: [area] }]);
    const view = await api.call<{
      fields: { uuid: string; mine: boolean; name: string | null; farm_name: string | null }[];
      disputes: unknown[];
    }>(me.access, 'GET', '/farms/fields/map/?west=-96.91&south=38.09&east=-96.89&north=38.11');
    // The map names the viewer's own field and its farm (its hover says both); never another's.
    expect(view.body.fields.map((each) => [each.uuid, each.mine, each.name, each.farm_name]).sort()).toEqual(
      [
        [mine.uuid, true, 'Mine', 'Home'],
        [theirs.uuid, false, null, null],
      ].sort(),
    );
    expect(view.body.disputes).toEqual([
      {
        field: mine.uuid,
        other: theirs.uuid,
        area,
        geometry: expect.objectContaining({ type: 'MultiPolygon' }),
      },
    ]);
    // Resolved by editing: the neighbour moves their west edge to the shared line (a 1 m sliver stays).
    const edited = await api.call<Field>(neighbour.access, 'PATCH', `/farms/fields/${theirs.uuid}/`, {
      mpoly: box(-96.9 + 0.00269, 38.1),
    });
    expect(edited.body.dispute_fields).toEqual([]);
  });
});
