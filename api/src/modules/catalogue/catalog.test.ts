import { describe, expect, it } from 'vitest';
import { type Crop, catalogueTests, type Group, type Mix, type Trait, type Verdict } from './world.testing';

// The catalogue calls of spec 7 as a client sees them, on the seeded catalogue.
const tests = catalogueTests();
const { call, cropId, activeId, traitId, names } = tests;

describe('the catalogue', () => {
  it('lists real crops with logos served by the product, and traits grouped by crop name', () => {
    expect(tests.crops.length).toBeGreaterThanOrEqual(15);
    expect(names(tests.crops)).toEqual(
      expect.arrayContaining(['corn', 'soybean', 'cotton', 'grape', 'organic']),
    );
    for (const crop of tests.crops) expect(crop.logo).toMatch(/^\/logos\/crops\/[a-z-]+\.svg$/);
    expect(Object.keys(tests.traits)).toContain('soybean');
    expect(tests.traits.soybean?.map((trait) => trait.name)).toEqual(
      expect.arrayContaining([
        'soybean - Enlist E3',
        'soybean - Roundup Ready 2 Xtend',
        'soybean - Conventional',
      ]),
    );
    expect(Object.values(tests.traits).flat().length).toBeGreaterThanOrEqual(20);
  });

  it('lists WSSA groups in current numbering with their actives', async () => {
    const grower = await tests.api.session();
    const { body } = await call<{ herbicide_groups: Group[] }>(grower.access, 'GET', '/herbicides/groups/');
    expect(body.herbicide_groups.length).toBeGreaterThanOrEqual(15);
    const labels = body.herbicide_groups.map((group) => group.group_label);
    expect(labels).toEqual(expect.arrayContaining(['Group 4', 'Group 5', 'Group 15']));
    expect(labels).not.toContain('Group 7');
    expect(labels).not.toContain('Group 8');
    const auxins = body.herbicide_groups.find((group) => group.group_label === 'Group 4');
    expect(auxins?.herbicides).toEqual(expect.arrayContaining(['dicamba', '2,4-D']));
  });
});

describe("a grower's crops and traits", () => {
  it('adds every trait of a newly chosen crop, and drops the traits of a crop no longer grown', async () => {
    const grower = await tests.api.session();
    const saved = await call<{ my_crop: { crops: Crop[] } }>(grower.access, 'POST', '/farms/crops/me/', {
      crop_ids: [cropId('soybean'), cropId('corn')],
    });
    expect(saved.status).toBe(200);
    expect(names(saved.body.my_crop.crops)).toEqual(['corn', 'soybean']);
    const mine = await call<{ my_crop_trait: { crop_traits: Trait[] } }>(
      grower.access,
      'GET',
      '/farms/crop-traits/me/',
    );
    const expected = [...(tests.traits.soybean ?? []), ...(tests.traits.corn ?? [])]
      .map((trait) => trait.name)
      .sort();
    expect(names(mine.body.my_crop_trait.crop_traits)).toEqual(expected);

    await call(grower.access, 'POST', '/farms/crops/me/', { crop_ids: [cropId('corn')] });
    const after = await call<{ my_crop_trait: { crop_traits: Trait[] } }>(
      grower.access,
      'GET',
      '/farms/crop-traits/me/',
    );
    expect(after.body.my_crop_trait.crop_traits.every((trait) => trait.crop === cropId('corn'))).toBe(true);
  });

  it('refuses to remove all traits of a crop still grown, and keeps the traits as they were', async () => {
    const grower = await tests.api.session();
    await call(grower.access, 'POST', '/farms/neighboring-crops/me/', { crop_ids: [cropId('soybean')] });
    const refused = await call(grower.access, 'POST', '/farms/crop-traits/me/', { crop_trait_ids: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      "You can't remove all traits for a crop! Consider removing crop instead.",
    ]);
    const kept = await call<{ my_crop_trait: { crop_traits: Trait[] } }>(
      grower.access,
      'GET',
      '/farms/crop-traits/me/',
    );
    expect(kept.body.my_crop_trait.crop_traits).toHaveLength(tests.traits.soybean?.length ?? -1);

    const narrowed = await call<{ my_crop_trait: { crop_traits: Trait[] } }>(
      grower.access,
      'POST',
      '/farms/crop-traits/me/',
      { crop_trait_ids: [traitId('soybean - Enlist E3')] },
    );
    expect(names(narrowed.body.my_crop_trait.crop_traits)).toEqual(['soybean - Enlist E3']);
  });

  it("keeps neighbours' crops apart from the grower's own", async () => {
    const grower = await tests.api.session();
    await call(grower.access, 'POST', '/farms/neighboring-crops/me/', { crop_ids: [cropId('grape')] });
    const own = await call<{ my_crop: { crops: Crop[] } }>(grower.access, 'GET', '/farms/crops/me/');
    const neighbours = await call<{ neighboring_crop: { crops: Crop[] } }>(
      grower.access,
      'GET',
      '/farms/neighboring-crops/me/',
    );
    expect(own.body.my_crop.crops).toEqual([]);
    expect(names(neighbours.body.neighboring_crop.crops)).toEqual(['grape']);
  });

  it('refuses unknown ids and malformed lists, saving nothing', async () => {
    const grower = await tests.api.session();
    const unknown = await call(grower.access, 'POST', '/farms/crops/me/', {
      crop_ids: [cropId('corn'), 99999],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(['There is no crop with id 99999.']);
    const malformed = await call(grower.access, 'POST', '/herbicides/me/', { herbicide_group_ids: ['four'] });
    expect(malformed.status).toBe(400);
    const own = await call<{ my_crop: { crops: Crop[] } }>(grower.access, 'GET', '/farms/crops/me/');
    expect(own.body.my_crop.crops).toEqual([]);
  });

  it('saves the herbicide groups a grower uses, with the names of their actives', async () => {
    const grower = await tests.api.session();
    const saved = await call<{
      my_herbicide: { herbicide_groups: { group_label: string; herbicide_names: string[] }[] };
    }>(grower.access, 'POST', '/herbicides/me/', { herbicide_group_ids: [4, 9, 9] });
    expect(saved.status).toBe(200);
    expect(saved.body.my_herbicide.herbicide_groups.map((group) => group.group_label)).toEqual([
      'Group 4',
      'Group 9',
    ]);
    expect(saved.body.my_herbicide.herbicide_groups[1]?.herbicide_names).toContain('glyphosate');
  });
});

describe('compatibility', () => {
  it("says which of the account's and its neighbours' crops a mix would injure, and by which active", async () => {
    const grower = await tests.api.session();
    await call(grower.access, 'POST', '/farms/crops/me/', { crop_ids: [cropId('corn')] });
    await call(grower.access, 'POST', '/farms/neighboring-crops/me/', { crop_ids: [cropId('soybean')] });
    await call(grower.access, 'POST', '/farms/crop-traits/me/', {
      crop_trait_ids: [...(tests.traits.corn ?? []).map((trait) => trait.id), traitId('soybean - Enlist E3')],
    });
    const answer = await call<{ results: Verdict[] }>(grower.access, 'POST', '/herbicides/compatibility/', {
      active_ingredients: [activeId('dicamba')],
    });
    const enlist = answer.body.results.find((result) => result.crop_trait?.name === 'soybean - Enlist E3');
    expect(enlist).toMatchObject({ safe: false, relation: 'neighbor', injuring: [{ name: 'dicamba' }] });
    const corn = answer.body.results.filter((result) => result.crop.name === 'corn');
    expect(corn.length).toBeGreaterThan(0);
    expect(corn.every((result) => result.safe && result.relation === 'own')).toBe(true);
  });

  it('judges a saved tank mix, and explicit targets', async () => {
    const grower = await tests.api.session();
    const mix = (
      await call<Mix>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
        name: 'Glyphosate',
        herbicide_groups: [9],
      })
    ).body;
    const answer = await call<{ results: Verdict[] }>(grower.access, 'POST', '/herbicides/compatibility/', {
      tank_mix: mix.id,
      targets: [
        { crop: cropId('soybean'), crop_trait: traitId('soybean - Roundup Ready 2 Xtend') },
        { crop: cropId('grape') },
      ],
    });
    expect(answer.body.results.map((result) => result.safe)).toEqual([true, false]);
    expect(answer.body.results[1]?.injuring.map((active) => active.name)).toEqual(['glyphosate']);
    const mismatched = await call(grower.access, 'POST', '/herbicides/compatibility/', {
      herbicide_groups: [9],
      targets: [{ crop: cropId('corn'), crop_trait: traitId('soybean - Enlist E3') }],
    });
    expect(mismatched.status).toBe(400);
  });
});

describe('ag retailers', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/farms/crops/'],
    ['GET', '/farms/crops/me/'],
    ['POST', '/farms/crops/me/', { crop_ids: [] }],
    ['GET', '/farms/neighboring-crops/me/'],
    ['POST', '/farms/neighboring-crops/me/', { crop_ids: [] }],
    ['GET', '/farms/crop-traits/'],
    ['GET', '/farms/crop-traits/me/'],
    ['POST', '/farms/crop-traits/me/', { crop_trait_ids: [] }],
    ['GET', '/herbicides/groups/'],
    ['GET', '/herbicides/me/'],
    ['POST', '/herbicides/me/', { herbicide_group_ids: [] }],
    ['GET', '/herbicides/tank-mixes/me/'],
    ['POST', '/herbicides/tank-mixes/me/', { name: 'Retail mix', herbicide_groups: [9] }],
    ['DELETE', '/herbicides/tank-mixes/1/'],
    ['POST', '/herbicides/compatibility/', { herbicide_groups: [9] }],
  ];
  it.each(calls)('are refused %s %s', async (method, path, body) => {
    const retailer = await tests.api.session({ agRetailer: true });
    const answer = await call(retailer.access, method, path, body);
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([
      'Ag Retailer accounts do not manage crops, traits, herbicides or tank mixes.',
    ]);
  });

  it('and so is a caller without a session', async () => {
    expect((await fetch(`${tests.api.url}/farms/crops/`)).status).toBe(401);
  });
});

describe('tutorials', () => {
  it('reads and sets the flags a user has finished', async () => {
    const grower = await tests.api.session();
    const fresh = await call<{ user_tutorial: Record<string, boolean> }>(
      grower.access,
      'GET',
      '/tutorials/me/',
    );
    expect(fresh.body.user_tutorial).toEqual({
      farms: false,
      herbicides: false,
      traits: false,
      tank_mix: false,
    });
    const patched = await call<{ user_tutorial: Record<string, boolean> }>(
      grower.access,
      'PATCH',
      '/tutorials/me/',
      {
        herbicides: true,
      },
    );
    expect(patched.body.user_tutorial).toEqual({
      farms: false,
      herbicides: true,
      traits: false,
      tank_mix: false,
    });
    const bad = await call(grower.access, 'PATCH', '/tutorials/me/', { herbicides: 'yes' });
    expect(bad.status).toBe(400);
  });
});
