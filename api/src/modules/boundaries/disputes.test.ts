import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import type { Ring } from './boundary';
import { box, drawing, type Field } from './drawing.testing';

// Disputes told (issue 34): two separate overlaps of two fields are two, each with its acres;
// each grower gets one mail when a dispute arises, and none as either field is edited after.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const { grower, draw } = drawing(() => api);

type Dispute = Field['dispute_fields'][number];
const reshape = (access: string, uuid: string, mpoly: unknown) =>
  api.call<Field>(access, 'PATCH', `/farms/fields/${uuid}/`, { mpoly });
const mails = (email: string) => api.outbox(email);

describe('two overlaps of two fields', () => {
  it('read as two overlaps, each with its own acres, in the field and on the map; a sliver is none', async () => {
    const me = await grower();
    const neighbour = await grower();
    const mine = (await draw(me.access, { name: 'Mine', mpoly: box(-96.8, 38.1), farm: me.farm })).body;
    // A two-part field reaching over the east edge of mine in two places (0.0003° deep: about
    // 26 m), with a third part that reaches over by a sliver of 1.75 m × 22 m.
    const east = -96.8 + 0.0027;
    const parts: Ring[] = [
      box(east - 0.0003, 38.1001, 0.0008, 0.0005),
      box(east - 0.00002, 38.1008, 0.0008, 0.0002),
      box(east - 0.0003, 38.1012, 0.0008, 0.0008),
    ];
    const theirs = (
      await draw(neighbour.access, {
        name: 'Theirs',
        mpoly: parts.map((ring) => [ring]),
        farm: neighbour.farm,
      })
    ).body;
    expect(theirs.dispute_fields).toHaveLength(1);
    const [dispute] = theirs.dispute_fields as [Dispute];
    expect(dispute.uuid).toBe(mine.uuid);
    // 26.3 m × 88.7 m and 26.3 m × 55.4 m, largest first; the sliver (39 m²) is not an overlap.
    expect(dispute.overlaps).toHaveLength(2);
    expect(dispute.overlaps[0]).toBeCloseTo(0.58, 1);
    expect(dispute.overlaps[1]).toBeCloseTo(0.36, 1);
    expect(dispute.area).toBeCloseTo((dispute.overlaps[0] ?? 0) + (dispute.overlaps[1] ?? 0), 5);

    const mineNow = await api.call<Field[]>(me.access, 'GET', `/farms/${me.farm}/fields/`);
    expect(mineNow.body[0]?.dispute_fields).toEqual([
      { uuid: theirs.uuid, area: dispute.area, overlaps: dispute.overlaps },
    ]);
    const view = await api.call<{ disputes: { field: string; other: string; area: number }[] }>(
      me.access,
      'GET',
      '/farms/fields/map/?west=-96.81&south=38.09&east=-96.79&north=38.11',
    );
    expect(view.body.disputes.map(({ field, other, area }) => ({ field, other, area }))).toEqual([
      { field: mine.uuid, other: theirs.uuid, area: dispute.overlaps[0] },
      { field: mine.uuid, other: theirs.uuid, area: dispute.overlaps[1] },
    ]);
  });
});

describe('a dispute told by mail', () => {
  it('mails each grower once when it arises, not on re-saves, edits, a split or a merge; again once it ended and came back', async () => {
    const me = await grower();
    const neighbour = await grower();
    const mine = (await draw(me.access, { name: 'Home quarter', mpoly: box(-96.6, 38.1), farm: me.farm }))
      .body;
    expect(await mails(me.email)).toEqual([]);
    // Over the east 0.0007° (about 61 m) of mine: some 3.5 acres.
    const over = box(-96.6 + 0.002, 38.1);
    const theirs = (
      await draw(neighbour.access, { name: 'Over the line', mpoly: over, farm: neighbour.farm })
    ).body;

    const [toMe, ...moreToMe] = await mails(me.email);
    const [toThem, ...moreToThem] = await mails(neighbour.email);
    expect([moreToMe, moreToThem]).toEqual([[], []]);
    expect(toMe?.subject).toBe("Boundary dispute: Home quarter overlaps another grower's field");
    expect(toMe?.text).toMatch(
      /Your field "Home quarter" \(Home\) overlaps another grower's field by 3\.\d\d ac\./,
    );
    // Each reads of their own field only: the other's name is theirs.
    expect(toMe?.text).not.toContain('Over the line');
    expect(toThem?.subject).toBe("Boundary dispute: Over the line overlaps another grower's field");
    expect(toThem?.text).not.toContain('Home quarter');
    expect(toMe?.links).toEqual(['http://localhost:4000/dashboard']);

    const counts = async () => [(await mails(me.email)).length, (await mails(neighbour.email)).length];
    // Saved again as it is, edited by either side while the overlap stays: nothing more.
    expect((await reshape(neighbour.access, theirs.uuid, over)).status).toBe(200);
    expect((await reshape(neighbour.access, theirs.uuid, box(-96.6 + 0.0021, 38.1))).status).toBe(200);
    expect((await reshape(me.access, mine.uuid, box(-96.6, 38.1, 0.0028))).status).toBe(200);
    expect(await counts()).toEqual([1, 1]);

    // Split north–south inside the overlap: both pieces still overlap mine, a dispute told already.
    const split = await api.call<{ fields: Field[] }>(
      neighbour.access,
      'POST',
      `/farms/fields/${theirs.uuid}/split/`,
      {
        line: [
          [-96.5975, 38.0995],
          [-96.5975, 38.1025],
        ],
      },
    );
    expect(split.status).toBe(200);
    expect(split.body.fields.map((each) => each.dispute_fields.length)).toEqual([1, 1]);
    const [kept, piece] = split.body.fields as [Field, Field];
    expect(await counts()).toEqual([1, 1]);
    const merged = await api.call<Field>(neighbour.access, 'PATCH', `/farms/fields/${kept.uuid}/merge/`, {
      merge_fields: [piece.uuid],
    });
    expect(merged.status).toBe(200);
    expect(await counts()).toEqual([1, 1]);

    // Moved back to the shared edge: the dispute ends, silently. Over again: a new dispute, told.
    const apart = await reshape(neighbour.access, kept.uuid, box(-96.6 + 0.0028, 38.1));
    expect(apart.body.dispute_fields).toEqual([]);
    expect(await counts()).toEqual([1, 1]);
    await reshape(neighbour.access, kept.uuid, over);
    expect(await counts()).toEqual([2, 2]);
  });

  it('tells a change that raises several disputes in one mail to each grower', async () => {
    const me = await grower();
    const neighbour = await grower();
    await draw(me.access, { name: 'West strip', mpoly: box(-96.4, 38.1, 0.001), farm: me.farm });
    await draw(me.access, { name: 'East strip', mpoly: box(-96.398, 38.1, 0.001), farm: me.farm });
    // One field over the north half of both strips.
    await draw(neighbour.access, {
      name: 'Across both',
      mpoly: box(-96.4005, 38.101, 0.004, 0.002),
      farm: neighbour.farm,
    });
    const toMe = await mails(me.email);
    const toThem = await mails(neighbour.email);
    expect([toMe.length, toThem.length]).toEqual([1, 1]);
    expect(toMe[0]?.subject).toBe("Boundary disputes: 2 overlaps with other growers' fields");
    expect(toMe[0]?.text).toContain('Your field "West strip" (Home)');
    expect(toMe[0]?.text).toContain('Your field "East strip" (Home)');
    expect(toThem[0]?.text.match(/Your field "Across both" \(Home\)/g)).toHaveLength(2);
  });
});

describe('one overlap of two accounts’ fields', () => {
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
