import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { startTestApi, type TestApi } from '../../testing';
import { activesOf, type Catalogue } from '../catalogue/compatibility';
import { CatalogueService } from '../catalogue/service';
import { herbicideLine, neighbourNotices, sprayHerbicides } from './notice-kernel';

// Who hears about a spray, on known cases from the real catalogue.
let api: TestApi;
let catalogue: Catalogue;
beforeAll(async () => {
  api = await startTestApi();
  catalogue = await new CatalogueService(api.db as Db).load();
  return () => api.close();
}, 60_000);

const id = (kind: 'crops' | 'traits', name: string, crop?: string) => {
  const found = [...catalogue[kind].values()].find((each) =>
    'trait_name' in each ? each.trait_name === name && each.crop_name === crop : each.name === name,
  );
  if (!found) throw new Error(`no ${name}`);
  return found.id;
};
const active = (name: string) => [...catalogue.actives.values()].find((each) => each.name === name)?.id ?? 0;
const field = (
  uuid: string,
  account: number,
  crop: string,
  trait: string | null,
  email = `${account}@x.test`,
) => ({
  uuid,
  name: uuid,
  crop: id('crops', crop),
  crop_trait: trait ? id('traits', trait, crop) : null,
  account,
  owner: { full_name: `Owner ${account}`, email },
});

describe('neighbour notices', () => {
  it('tell Enlist E3 soybean about dicamba and Xtend soybean about 2,4-D, each once per account', () => {
    const dicamba = activesOf(catalogue, { groups: [4], actives: [active('dicamba')] });
    const inReach = [
      field('a', 1, 'soybean', 'Enlist E3'),
      field('b', 1, 'soybean', 'Enlist E3'),
      field('c', 2, 'soybean', 'Roundup Ready 2 Xtend'),
      field('d', 3, 'grape', null),
    ];
    const notices = neighbourNotices(catalogue, dicamba, inReach);
    expect(notices.map((notice) => [notice.account, notice.fields.map((f) => f.uuid)])).toEqual([
      [1, ['a', 'b']],
      [3, ['d']],
    ]);
    expect(notices[0]?.recipients).toEqual([{ full_name: 'Owner 1', email: '1@x.test' }]);
    expect(notices[0]?.fields[0]).toMatchObject({
      crop_trait: 'soybean - Enlist E3',
      injured_by: ['dicamba'],
    });

    const twoFourD = activesOf(catalogue, { groups: [4], actives: [active('2,4-D')] });
    expect(neighbourNotices(catalogue, twoFourD, inReach).map((notice) => notice.account)).toEqual([2, 3]);
  });

  it('name what is sprayed group by group, in one line for mails', () => {
    const herbicides = sprayHerbicides(catalogue, { groups: [4, 9], actives: [active('2,4-D')] });
    expect(herbicides).toEqual([
      { group_label: 'Group 4', group_type: 'Synthetic auxins', herbicide_names: ['2,4-D'] },
      expect.objectContaining({ group_label: 'Group 9', herbicide_names: ['glyphosate'] }),
    ]);
    expect(herbicideLine(herbicides)).toBe('2,4-D, glyphosate (Group 4, Group 9)');
  });

  it('name a few products of a whole group and count the rest', () => {
    // Group 4 sprayed as a group: every auxin in the catalogue.
    const herbicides = sprayHerbicides(catalogue, { groups: [4], actives: [] });
    const names = herbicides[0]?.herbicide_names ?? [];
    expect(names.length).toBeGreaterThan(3);
    expect(herbicideLine(herbicides)).toBe(
      `${names.slice(0, 3).join(', ')} and ${names.length - 3} more (Group 4)`,
    );
  });
});
