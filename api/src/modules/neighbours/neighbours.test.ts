import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';

// A plan B grower notes the crops and traits of the fields beside theirs, labels buildings and
// invites neighbours; one field shows what the viewer may see of it. Plan F may do none of it.
type Note = {
  id: number;
  adjecent_uuid: string;
  crop: number | null;
  crop_trait: number | null;
  is_building: boolean;
};
type Seen = {
  uuid: string;
  claimed: boolean;
  mine: boolean;
  area: number | null;
  owner: { full_name: string; email: string } | null;
  crop: number | null;
  has_adjacent_trait: boolean;
  adjacent_trait: Note | null;
  bbox: number[];
};
type OneField = Seen & { adjacent_fields: Seen[]; adjacent_traits: Note[] };

let api: TestApi;
let pairs: { a: string; b: string }[];
let traits: Record<string, { id: number; crop: number; trait_name: string }[]>;
beforeAll(async () => {
  // The outbox's publisher looks for events every 200 ms on the same database; a test that counts
  // the list's queries would count its looks too, so here it looks once an hour.
  api = await startTestApi({ publishPollMs: 3_600_000 });
  await writeDemoRegion(api.db, 80);
  // Fields that touch (or lie across a road from) each other, each pair apart from the others.
  pairs = await api.db.query<{ a: string; b: string }>(
    `SELECT DISTINCT ON (a.uuid) a.uuid AS a, b.uuid AS b FROM clu_fields a
     JOIN clu_fields b ON b.uuid > a.uuid AND ST_DWithin(a.geom, b.geom, 0.0001)
     ORDER BY a.uuid, b.uuid LIMIT 40`,
  );
  const grower = await api.session();
  traits = (await api.call<typeof traits>(grower.access, 'GET', '/farms/crop-traits/')).body;
});
afterAll(() => api?.close());

const trait = (crop: string, name: string) => {
  const found = traits[crop]?.find((each) => each.trait_name === name);
  if (!found) throw new Error(`no trait ${crop} - ${name}`);
  return found;
};
let next = 0;
/** A pair of neighbouring CLU fields no other test has used. */
function freshPair() {
  // Every fourth pair, so two tests' fields are not neighbours of each other.
  const pair = pairs[next];
  next += 4;
  if (!pair) throw new Error('out of neighbouring fields');
  return pair;
}

async function claim(access: string, clu: string, name: string) {
  const answer = await api.call<{ uuid: string }>(access, 'PATCH', `/farms/fields/${clu}/claim/`, {
    name,
    legal_confirmed: true,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('adjacent traits', () => {
  it("notes a neighbour's crop and trait, changes it, and removes it, with the spec's spelling", async () => {
    const grower = await api.session({ plan: 'B' });
    const { a, b } = freshPair();
    await claim(grower.access, a, 'Home quarter');
    const xtend = trait('soybean', 'Roundup Ready 2 Xtend');
    const added = await api.call<Note>(grower.access, 'POST', `/farms/fields/${b}/adjacent_traits/`, {
      adjecent_uuid: b,
      crop: xtend.crop,
      crop_trait: xtend.id,
      is_building: false,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      adjecent_uuid: b,
      crop: xtend.crop,
      crop_trait: xtend.id,
      is_building: false,
    });

    const seen = await api.call<OneField>(grower.access, 'GET', `/farms/fields/${b}/`);
    expect(seen.body).toMatchObject({ claimed: false, mine: false, has_adjacent_trait: true });
    expect(seen.body.adjacent_trait?.id).toBe(added.body.id);

    const enlist = trait('soybean', 'Enlist E3');
    const changed = await api.call<Note>(
      grower.access,
      'PATCH',
      `/farms/fields/${b}/adjacent_traits/${added.body.id}/`,
      {
        crop_trait: enlist.id,
      },
    );
    expect(changed.body).toMatchObject({ id: added.body.id, crop_trait: enlist.id });

    const removed = await api.call(
      grower.access,
      'DELETE',
      `/farms/fields/${b}/adjacent_traits/${added.body.id}/`,
    );
    expect(removed.status).toBe(204);
    const again = await api.call(
      grower.access,
      'DELETE',
      `/farms/fields/${b}/adjacent_traits/${added.body.id}/`,
    );
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual(["Nothing to remove! This field doesn't contain crop and crop trait!"]);
  });

  it('labels a building, which clears the crop', async () => {
    const grower = await api.session({ plan: 'B' });
    const { b } = freshPair();
    const corn = trait('corn', 'Conventional');
    await api.call(grower.access, 'POST', `/farms/fields/${b}/adjacent_traits/`, { crop: corn.crop });
    const building = await api.call<Note>(grower.access, 'POST', `/farms/fields/${b}/adjacent_traits/`, {
      is_building: true,
    });
    expect(building.body).toMatchObject({ is_building: true, crop: null, crop_trait: null });
  });

  it('refuses plan F, own fields, a wrong adjecent_uuid, a trait of another crop and no crop', async () => {
    const free = await api.session({ plan: 'F' });
    const { a, b } = freshPair();
    const corn = trait('corn', 'Conventional');
    const onF = await api.call(free.access, 'POST', `/farms/fields/${b}/adjacent_traits/`, {
      crop: corn.crop,
    });
    expect(onF.status).toBe(402);
    expect(onF.body.errors).toEqual(['Neighbour sharing is part of the Pro plan.']);

    const grower = await api.session({ plan: 'B' });
    const own = await claim(grower.access, a, 'Mine');
    const onOwn = await api.call(grower.access, 'POST', `/farms/fields/${own.uuid}/adjacent_traits/`, {
      crop: corn.crop,
    });
    expect(onOwn.status).toBe(400);
    const wrong = await api.call(grower.access, 'POST', `/farms/fields/${b}/adjacent_traits/`, {
      adjecent_uuid: a,
      crop: corn.crop,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(['adjecent_uuid must name the field of the address.']);
    const mismatch = await api.call(grower.access, 'POST', `/farms/fields/${b}/adjacent_traits/`, {
      crop: corn.crop,
      crop_trait: trait('soybean', 'Enlist E3').id,
    });
    expect(mismatch.status).toBe(400);
    const nothing = await api.call(grower.access, 'POST', `/farms/fields/${b}/adjacent_traits/`, {});
    expect(nothing.status).toBe(400);
    const missing = await api.call(
      grower.access,
      'POST',
      `/farms/fields/${crypto.randomUUID()}/adjacent_traits/`,
      {
        crop: corn.crop,
      },
    );
    expect(missing.status).toBe(404);
    const stored = await api.db.query('SELECT 1 FROM adjacent_traits WHERE adjecent_uuid = $1', [b]);
    expect(stored).toHaveLength(0);
  });
});

describe('one field', () => {
  it("shows a neighbour's owner, acres and crop to plan B only, and its fields beside it", async () => {
    const neighbour = await api.session({ plan: 'B', fullName: 'Pat Neighbour' });
    const { a, b } = freshPair();
    const theirs = await claim(neighbour.access, b, 'Their field');
    const corn = trait('corn', 'Enlist');
    await api.call(neighbour.access, 'PATCH', `/farms/fields/${theirs.uuid}/`, { crop_trait: corn.id });

    const pro = await api.session({ plan: 'B' });
    const mine = await claim(pro.access, a, 'My field');
    const own = await api.call<OneField>(pro.access, 'GET', `/farms/fields/${mine.uuid}/?owner=true`);
    expect(own.status).toBe(200);
    const beside = own.body.adjacent_fields.find((each) => each.uuid === theirs.uuid);
    expect(beside).toMatchObject({
      claimed: true,
      mine: false,
      owner: { full_name: 'Pat Neighbour' },
      crop: corn.crop,
    });
    expect(beside?.area).toBeGreaterThan(0);

    const onF = await api.session({ plan: 'F' });
    const hidden = await api.call<OneField>(onF.access, 'GET', `/farms/fields/${theirs.uuid}/`);
    expect(hidden.body).toMatchObject({
      claimed: true,
      owner: null,
      area: null,
      crop: null,
      crop_trait: null,
    });

    const notOwner = await api.call(pro.access, 'GET', `/farms/fields/${theirs.uuid}/?owner=true`);
    expect(notOwner.status).toBe(404);
    // The map knows a claimed field by its CLU's uuid: that finds the field too.
    const byClu = await api.call<OneField>(neighbour.access, 'GET', `/farms/fields/${b}/`);
    expect(byClu.body).toMatchObject({ uuid: theirs.uuid, mine: true });
  });
});

describe('inviting a neighbour', () => {
  it('mails a link that opens the free field with the claim dialog, once a day', async () => {
    const grower = await api.session({ plan: 'B', fullName: 'Dana Inviter' });
    const { a, b } = freshPair();
    await claim(grower.access, a, 'Home');
    const sent = await api.call(grower.access, 'POST', `/farms/fields/${b}/invite/`, {
      email: 'next.door@example.com',
    });
    expect(sent.status).toBe(201);
    const [mail] = await api.outbox('next.door@example.com');
    expect(mail?.subject).toBe('Dana Inviter invites you to claim your field');
    expect(mail?.links[0]).toMatch(new RegExp(`/fields/${b}/claim$`));
    const twice = await api.call(grower.access, 'POST', `/farms/fields/${b}/invite/`, {
      email: 'Next.Door@example.com',
    });
    expect(twice.status).toBe(409);
    const bad = await api.call(grower.access, 'POST', `/farms/fields/${b}/invite/`, {
      email: 'not-an-address',
    });
    expect(bad.status).toBe(400);
    const onF = await api.session({ plan: 'F' });
    const refused = await api.call(onF.access, 'POST', `/farms/fields/${b}/invite/`, {
      email: 'x@example.com',
    });
    expect(refused.status).toBe(402);
  });
});

describe('neighbour compatibility', () => {
  it("warns when a field's herbicides would injure a neighbour's crop", async () => {
    const grower = await api.session({ plan: 'B' });
    const { a, b } = freshPair();
    const field = await claim(grower.access, a, 'Dicamba beans');
    await api.call(grower.access, 'PATCH', `/farms/fields/${field.uuid}/`, {
      crop_trait: trait('soybean', 'Roundup Ready 2 Xtend').id,
    });
    const conventional = trait('soybean', 'Conventional');
    await api.call(grower.access, 'POST', `/farms/fields/${b}/adjacent_traits/`, {
      crop: conventional.crop,
      crop_trait: conventional.id,
    });
    const [farm] = (await api.call<{ id: number }[]>(grower.access, 'GET', '/farms/me/')).body;
    const list = await api.call<
      { uuid: string; neighbor_compatibility: { field: string; injuring: string[] }[] }[]
    >(grower.access, 'GET', `/farms/${farm?.id}/fields/`);
    const warning = list.body.find((each) => each.uuid === field.uuid)?.neighbor_compatibility;
    expect(warning?.[0]?.field).toBe(b);
    expect(warning?.[0]?.injuring).toContain('dicamba');
  });

  it("reads all the farm's neighbours at once: the list costs the same queries for one field or three", async () => {
    const grower = await api.session({ plan: 'B' });
    const xtend = trait('soybean', 'Roundup Ready 2 Xtend').id;
    const first = freshPair();
    const second = freshPair();
    const sprayed = async (clu: string, name: string) => {
      const field = await claim(grower.access, clu, name);
      await api.call(grower.access, 'PATCH', `/farms/fields/${field.uuid}/`, { crop_trait: xtend });
    };
    const queriesOfList = async (farm: number | undefined) => {
      const spy = vi.spyOn(api.db, 'query');
      const list = await api.call<unknown[]>(grower.access, 'GET', `/farms/${farm}/fields/`);
      const count = spy.mock.calls.length;
      spy.mockRestore();
      return { count, fields: list.body.length };
    };
    await sprayed(first.a, 'One');
    // The first claim makes the account's farm.
    const [farm] = (await api.call<{ id: number }[]>(grower.access, 'GET', '/farms/me/')).body;
    const one = await queriesOfList(farm?.id);
    await sprayed(second.a, 'Two');
    await sprayed(second.b, 'Three');
    const three = await queriesOfList(farm?.id);
    expect([one.fields, three.fields]).toEqual([1, 3]);
    expect(three.count).toBe(one.count);
  });
});
