import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';

// A grower edits their own fields: name, crop and trait, building label; deletes one; sets
// crops on many at once, all or nothing. Another account's field is not theirs to touch.
type Field = {
  uuid: string;
  name: string;
  crop: number | null;
  crop_trait: number | null;
  is_building: boolean;
};

let api: TestApi;
let free: string[];
let traits: Record<string, { id: number; crop: number; trait_name: string }[]>;
beforeAll(async () => {
  api = await startTestApi();
  await writeDemoRegion(api.db, 60);
  free = (await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 8')).map(
    (row) => row.uuid,
  );
  const grower = await api.session();
  traits = (await call<typeof traits>(grower.access, 'GET', '/farms/crop-traits/')).body;
});
afterAll(() => api?.close());

const call = <T = { errors: string[] }>(access: string, method: string, path: string, body?: unknown) =>
  api.call<T>(access, method, path, body);

const trait = (crop: string, name: string) => {
  const found = traits[crop]?.find((each) => each.trait_name === name);
  if (!found) throw new Error(`no trait ${crop} - ${name}`);
  return found;
};

async function claimed(access: string, clu: string | undefined, name: string): Promise<Field> {
  const answer = await call<Field>(access, 'PATCH', `/farms/fields/${clu}/claim/`, {
    name,
    legal_confirmed: true,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('editing a field', () => {
  it('sets its crop and trait, and a trait alone names its crop', async () => {
    const grower = await api.session();
    const field = await claimed(grower.access, free[0], 'Creek quarter');
    const enlist = trait('soybean', 'Enlist E3');
    const edited = await call<Field>(grower.access, 'PATCH', `/farms/fields/${field.uuid}/`, {
      crop_trait: enlist.id,
    });
    expect(edited.body).toMatchObject({ crop: enlist.crop, crop_trait: enlist.id });
    const wrong = await call(grower.access, 'PATCH', `/farms/fields/${field.uuid}/`, {
      crop: trait('corn', 'Conventional').crop,
      crop_trait: enlist.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(['That trait is not a trait of that crop.']);
    const cleared = await call<Field>(grower.access, 'PATCH', `/farms/fields/${field.uuid}/`, {
      crop: null,
      crop_trait: null,
      is_building: true,
    });
    expect(cleared.body).toMatchObject({ crop: null, crop_trait: null, is_building: true });
  });

  it('renames it, refusing a name another field of the farm has, in any case', async () => {
    const grower = await api.session();
    await claimed(grower.access, free[1], 'North 80');
    const field = await claimed(grower.access, free[2], 'South 80');
    const taken = await call(grower.access, 'PATCH', `/farms/fields/${field.uuid}/`, { name: 'north 80' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual(['A field with that name already exists in this farm!']);
    const long = await call(grower.access, 'PATCH', `/farms/fields/${field.uuid}/`, { name: 'x'.repeat(31) });
    expect(long.body.errors).toEqual(['Max of 30 characters']);
    const renamed = await call<Field>(grower.access, 'PATCH', `/farms/fields/${field.uuid}/`, {
      name: 'South 80 (east)',
    });
    expect(renamed.body.name).toBe('South 80 (east)');
  });

  it("refuses another account's field, and deletes one's own", async () => {
    const owner = await api.session();
    const field = await claimed(owner.access, free[3], 'Mine');
    const other = await api.session();
    expect(
      (await call(other.access, 'PATCH', `/farms/fields/${field.uuid}/`, { name: 'Theirs' })).status,
    ).toBe(404);
    expect((await call(other.access, 'DELETE', `/farms/fields/${field.uuid}/`)).status).toBe(404);
    expect((await call(owner.access, 'DELETE', `/farms/fields/${field.uuid}/`)).status).toBe(204);
    expect((await call(owner.access, 'DELETE', `/farms/fields/${field.uuid}/`)).status).toBe(404);
    // The CLU is free again.
    expect((await claimed(other.access, free[3], 'Now mine')).name).toBe('Now mine');
  });
});

describe('bulk editing', () => {
  it("sets crops on many fields, 119 or no trait meaning the crop's Conventional entry", async () => {
    const grower = await api.session();
    const a = await claimed(grower.access, free[4], 'A');
    const b = await claimed(grower.access, free[5], 'B');
    const corn = trait('corn', 'Conventional');
    const xtend = trait('soybean', 'Roundup Ready 2 Xtend');
    const answer = await call<Field[]>(grower.access, 'PATCH', '/farms/fields/bulk/', {
      data: [
        { field: a.uuid, crop: corn.crop, crop_trait: 119 },
        { field: b.uuid, crop: xtend.crop, crop_trait: xtend.id },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((field) => [field.name, field.crop_trait])).toEqual([
      ['A', corn.id],
      ['B', xtend.id],
    ]);
  });

  it("changes nothing when one of the fields is another account's", async () => {
    const grower = await api.session();
    const mine = await claimed(grower.access, free[6], 'Mine');
    const other = await api.session();
    const theirs = await claimed(other.access, free[7], 'Theirs');
    const corn = trait('corn', 'Conventional');
    const refused = await call(grower.access, 'PATCH', '/farms/fields/bulk/', {
      data: [
        { field: mine.uuid, crop: corn.crop },
        { field: theirs.uuid, crop: corn.crop },
      ],
    });
    expect(refused.status).toBe(404);
    const [row] = await api.db.query<{ crop_id: number | null }>(
      'SELECT crop_id FROM fields WHERE uuid = $1',
      [mine.uuid],
    );
    expect(row?.crop_id).toBeNull();
  });
});
