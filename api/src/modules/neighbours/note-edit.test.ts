import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';

// Editing the note a plan B grower keeps of a neighbour's field (PATCH
// farms/fields/{uuid}/adjacent_traits/{id}/) changes that note: the grower still has one note of
// the field, now saying the new crop and trait, whichever of the field's uuids it is reached by.
type Note = { id: number; adjecent_uuid: string; crop: number | null; crop_trait: number | null };
type Trait = { id: number; crop: number; trait_name: string };

let api: TestApi;
let clus: string[];
let traits: Record<string, Trait[]>;
beforeAll(async () => {
  api = await startTestApi();
  await writeDemoRegion(api.db, 6);
  clus = (await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 4')).map(
    (row) => row.uuid,
  );
  const someone = await api.session();
  traits = (await api.call<typeof traits>(someone.access, 'GET', '/farms/crop-traits/')).body;
});
afterAll(() => api?.close());

const trait = (crop: string, name: string) => {
  const found = traits[crop]?.find((each) => each.trait_name === name);
  if (!found) throw new Error(`no trait ${crop} - ${name}`);
  return found;
};
const notesOf = (access: string, uuid: string) =>
  api.call<{ adjacent_trait: Note | null }>(access, 'GET', `/farms/fields/${uuid}/`);
const storedNotes = (clu: string, fieldUuid: string) =>
  api.db.query<{ crop_trait_id: number }>(
    'SELECT crop_trait_id FROM adjacent_traits WHERE adjecent_uuid = ANY($1::uuid[])',
    [[clu, fieldUuid]],
  );

describe("editing a neighbour's note", () => {
  it('keeps one note, with the new crop and trait', async () => {
    const grower = await api.session({ plan: 'B' });
    const clu = clus[0] as string;
    const xtend = trait('soybean', 'Roundup Ready 2 Xtend');
    const added = await api.call<Note>(grower.access, 'POST', `/farms/fields/${clu}/adjacent_traits/`, {
      crop: xtend.crop,
      crop_trait: xtend.id,
    });
    const enlist = trait('soybean', 'Enlist E3');
    const edited = await api.call<Note>(
      grower.access,
      'PATCH',
      `/farms/fields/${clu}/adjacent_traits/${added.body.id}/`,
      { crop: enlist.crop, crop_trait: enlist.id },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: added.body.id, adjecent_uuid: clu, crop_trait: enlist.id });
    expect(await storedNotes(clu, clu)).toEqual([{ crop_trait_id: enlist.id }]);
    expect((await notesOf(grower.access, clu)).body.adjacent_trait).toMatchObject({
      id: added.body.id,
      crop_trait: enlist.id,
    });
  });

  it('edits the note written while the field was free, once a neighbour has claimed it', async () => {
    const grower = await api.session({ plan: 'B' });
    const neighbour = await api.session({ plan: 'B' });
    const clu = clus[2] as string;
    const corn = trait('corn', 'Enlist');
    const added = await api.call<Note>(grower.access, 'POST', `/farms/fields/${clu}/adjacent_traits/`, {
      crop: corn.crop,
      crop_trait: corn.id,
    });
    const claimed = await api.call<{ uuid: string }>(
      neighbour.access,
      'PATCH',
      `/farms/fields/${clu}/claim/`,
      {
        name: 'Their field',
        legal_confirmed: true,
      },
    );
    const fieldUuid = claimed.body.uuid;
    // The field is reached by its own uuid now; the note was written under the CLU's.
    const seen = await notesOf(grower.access, fieldUuid);
    expect(seen.body.adjacent_trait?.id).toBe(added.body.id);
    const conventional = trait('corn', 'Conventional');
    const edited = await api.call<Note>(
      grower.access,
      'PATCH',
      `/farms/fields/${fieldUuid}/adjacent_traits/${added.body.id}/`,
      { crop: conventional.crop, crop_trait: conventional.id },
    );
    expect(edited.status).toBe(200);
    expect(await storedNotes(clu, fieldUuid)).toEqual([{ crop_trait_id: conventional.id }]);
  });

  it("refuses another grower's note and a note of another field, changing nothing", async () => {
    const grower = await api.session({ plan: 'B' });
    const stranger = await api.session({ plan: 'B' });
    const clu = clus[3] as string;
    const corn = trait('corn', 'Enlist');
    const added = await api.call<Note>(grower.access, 'POST', `/farms/fields/${clu}/adjacent_traits/`, {
      crop: corn.crop,
      crop_trait: corn.id,
    });
    const conventional = trait('corn', 'Conventional');
    const theirs = await api.call(
      stranger.access,
      'PATCH',
      `/farms/fields/${clu}/adjacent_traits/${added.body.id}/`,
      { crop_trait: conventional.id },
    );
    expect(theirs.status).toBe(404);
    const elsewhere = await api.call(
      grower.access,
      'PATCH',
      `/farms/fields/${clus[1]}/adjacent_traits/${added.body.id}/`,
      { crop_trait: conventional.id },
    );
    expect(elsewhere.status).toBe(404);
    expect(await storedNotes(clu, clu)).toEqual([{ crop_trait_id: corn.id }]);
  });
});
