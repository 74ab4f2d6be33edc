import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { box, drawing, type Field } from './drawing.testing';

// Splitting a boundary through the api (POST farms/fields/{uuid}/split/) and the rules on it;
// pieces merged back leave no cut corners.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const { grower, draw, countFields } = drawing(() => api);

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
