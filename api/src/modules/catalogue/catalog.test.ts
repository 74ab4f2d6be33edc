import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// The catalogue calls of spec 7 as a client sees them, on the seeded catalogue.
type Crop = { id: number; name: string; logo: string };
type Trait = { id: number; name: string; crop: number; trait_name: string; logo_url: string };
type Group = { id: number; group_label: string; herbicides: string[] };
type Mix = { id: number; name: string; herbicide_groups: number[]; owner: number };
type Verdict = {
  crop: Crop;
  crop_trait: Trait | null;
  relation: string | null;
  safe: boolean;
  injuring: { name: string }[];
};

let api: TestApi;
let crops: Crop[];
let traits: Record<string, Trait[]>;
let actives: { id: number; name: string }[];
beforeAll(async () => {
  api = await startTestApi();
  const grower = await api.session();
  crops = (await call<Crop[]>(grower.access, 'GET', '/farms/crops/')).body;
  traits = (await call<Record<string, Trait[]>>(grower.access, 'GET', '/farms/crop-traits/')).body;
  const groups = await call<{ herbicide_groups: { active_ingredients: { id: number; name: string }[] }[] }>(
    grower.access,
    'GET',
    '/herbicides/groups/',
  );
  actives = groups.body.herbicide_groups.flatMap((group) => group.active_ingredients);
});
afterAll(() => api?.close());

const call = <T = { errors: string[] }>(access: string, method: string, path: string, body?: unknown) =>
  api.call<T>(access, method, path, body);

const cropId = (name: string) => {
  const found = crops.find((crop) => crop.name === name);
  if (!found) throw new Error(`no crop ${name}`);
  return found.id;
};
const activeId = (name: string) => {
  const found = actives.find((active) => active.name === name);
  if (!found) throw new Error(`no active ingredient ${name}`);
  return found.id;
};
const traitId = (name: string) => {
  const found = Object.values(traits)
    .flat()
    .find((trait) => trait.name === name);
  if (!found) throw new Error(`no trait ${name}`);
  return found.id;
};
const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

describe('the catalogue', () => {
  it('lists real crops with logos served by the product, and traits grouped by crop name', () => {
    expect(crops.length).toBeGreaterThanOrEqual(15);
    expect(names(crops)).toEqual(expect.arrayContaining(['corn', 'soybean', 'cotton', 'grape', 'organic']));
    for (const crop of crops) expect(crop.logo).toMatch(/^\/logos\/crops\/[a-z-]+\.svg$/);
    expect(Object.keys(traits)).toContain('soybean');
    expect(traits.soybean?.map((trait) => trait.name)).toEqual(
      expect.arrayContaining([
        'soybean - Enlist E3',
        'soybean - Roundup Ready 2 Xtend',
        'soybean - Conventional',
      ]),
    );
    expect(Object.values(traits).flat().length).toBeGreaterThanOrEqual(20);
  });

  it('lists WSSA groups in current numbering with their actives', async () => {
    const grower = await api.session();
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
    const grower = await api.session();
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
    const expected = [...(traits.soybean ?? []), ...(traits.corn ?? [])].map((trait) => trait.name).sort();
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
    const grower = await api.session();
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
    expect(kept.body.my_crop_trait.crop_traits).toHaveLength(traits.soybean?.length ?? -1);

    const narrowed = await call<{ my_crop_trait: { crop_traits: Trait[] } }>(
      grower.access,
      'POST',
      '/farms/crop-traits/me/',
      { crop_trait_ids: [traitId('soybean - Enlist E3')] },
    );
    expect(names(narrowed.body.my_crop_trait.crop_traits)).toEqual(['soybean - Enlist E3']);
  });

  it("keeps neighbours' crops apart from the grower's own", async () => {
    const grower = await api.session();
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
    const grower = await api.session();
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
    const grower = await api.session();
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

describe('tank mixes', () => {
  it('answers 404 while an account has none, then lists what it creates', async () => {
    const grower = await api.session();
    expect((await call(grower.access, 'GET', '/herbicides/tank-mixes/me/')).status).toBe(404);
    const created = await call<Mix>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Burndown',
      herbicide_groups: [9, 4],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Burndown', herbicide_groups: [4, 9] });
    const listed = await call<Mix[]>(grower.access, 'GET', '/herbicides/tank-mixes/me/');
    expect(listed.body.map((mix) => mix.name)).toEqual(['Burndown']);
  });

  it('refuses a name the account already uses, in any case, a mix without a group or a name', async () => {
    const grower = await api.session();
    await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Pre-emerge',
      herbicide_groups: [15],
    });
    const duplicate = await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: '  PRE-EMERGE ',
      herbicide_groups: [5],
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual(['Tank Mix with this name already exists']);
    const empty = await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Empty',
      herbicide_groups: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(['Add at least one herbicide group to the Tank Mix.']);
    const nameless = await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: ' ',
      herbicide_groups: [4],
    });
    expect(nameless.body.errors).toEqual(['Please enter a name for the Tank Mix.']);
    const listed = await call<Mix[]>(grower.access, 'GET', '/herbicides/tank-mixes/me/');
    expect(listed.body).toHaveLength(1);

    const other = await api.session();
    const sameNameElsewhere = await call(other.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Pre-emerge',
      herbicide_groups: [15],
    });
    expect(sameNameElsewhere.status).toBe(201);
  });

  it("refuses to create a mix for another account, or to delete another account's mix", async () => {
    const owner = await api.session();
    const other = await api.session();
    const mix = (
      await call<Mix>(owner.access, 'POST', '/herbicides/tank-mixes/me/', {
        name: 'Mine',
        herbicide_groups: [9],
      })
    ).body;
    const foreign = await call(other.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Theirs',
      herbicide_groups: [9],
      owner: mix.owner,
    });
    expect(foreign.status).toBe(403);
    const deleted = await call(other.access, 'DELETE', `/herbicides/tank-mixes/${mix.id}/`);
    expect(deleted.status).toBe(404);
    expect((await call<Mix[]>(owner.access, 'GET', '/herbicides/tank-mixes/me/')).body).toHaveLength(1);
    expect((await call(owner.access, 'DELETE', `/herbicides/tank-mixes/${mix.id}/`)).status).toBe(204);
    expect((await call(owner.access, 'GET', '/herbicides/tank-mixes/me/')).status).toBe(404);
  });
});

describe('compatibility', () => {
  it("says which of the account's and its neighbours' crops a mix would injure, and by which active", async () => {
    const grower = await api.session();
    await call(grower.access, 'POST', '/farms/crops/me/', { crop_ids: [cropId('corn')] });
    await call(grower.access, 'POST', '/farms/neighboring-crops/me/', { crop_ids: [cropId('soybean')] });
    await call(grower.access, 'POST', '/farms/crop-traits/me/', {
      crop_trait_ids: [...(traits.corn ?? []).map((trait) => trait.id), traitId('soybean - Enlist E3')],
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
    const grower = await api.session();
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

describe('a mix of named actives', () => {
  it('is judged on the actives put in the tank, not on the whole of their groups', async () => {
    const grower = await api.session();
    const mix = await call<Mix & { active_ingredients: number[] }>(
      grower.access,
      'POST',
      '/herbicides/tank-mixes/me/',
      {
        name: 'Xtend post',
        herbicide_groups: [4, 9],
        active_ingredients: [activeId('dicamba')],
      },
    );
    expect(mix.status).toBe(201);
    expect(mix.body.active_ingredients).toEqual([activeId('dicamba')]);
    const answer = await call<{ results: Verdict[] }>(grower.access, 'POST', '/herbicides/compatibility/', {
      tank_mix: mix.body.id,
      targets: [
        { crop: cropId('soybean'), crop_trait: traitId('soybean - Roundup Ready 2 Xtend') },
        { crop: cropId('soybean'), crop_trait: traitId('soybean - Enlist E3') },
      ],
    });
    expect(answer.body.results.map((result) => result.safe)).toEqual([true, false]);
    expect(answer.body.results[1]?.injuring.map((each) => each.name)).toEqual(['dicamba']);
  });

  it("judges many of the account's mixes in one call, as each alone; a mix not the account's is not found", async () => {
    const grower = await api.session();
    await call(grower.access, 'POST', '/farms/crops/me/', { crop_ids: [cropId('soybean')] });
    const ids: number[] = [];
    for (const [name, groups] of [
      ['Burndown', [9, 22]],
      ['Post', [4, 9]],
    ] as const) {
      const made = await call<{ id: number }>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
        name,
        herbicide_groups: groups,
      });
      ids.push(made.body.id);
    }
    const many = await call<{ results: { tank_mix: number; results: Verdict[] }[] }>(
      grower.access,
      'POST',
      '/herbicides/compatibility/tank-mixes/',
      { tank_mixes: [...ids].reverse() },
    );
    expect(many.status).toBe(200);
    expect(many.body.results.map((answer) => answer.tank_mix)).toEqual([...ids].reverse());
    for (const answer of many.body.results) {
      const alone = await call<{ results: Verdict[] }>(grower.access, 'POST', '/herbicides/compatibility/', {
        tank_mix: answer.tank_mix,
      });
      expect(answer.results.length).toBeGreaterThan(0);
      expect(answer.results).toEqual(alone.body.results);
    }
    const stranger = await api.session();
    const refused = await call(stranger.access, 'POST', '/herbicides/compatibility/tank-mixes/', {
      tank_mixes: ids,
    });
    expect(refused.status).toBe(404);
    const empty = await call(grower.access, 'POST', '/herbicides/compatibility/tank-mixes/', {
      tank_mixes: [],
    });
    expect(empty.status).toBe(400);
  });

  it("refuses an active outside the mix's groups, saving nothing", async () => {
    const grower = await api.session();
    const refused = await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Odd one',
      herbicide_groups: [9],
      active_ingredients: [activeId('atrazine')],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'Each active ingredient of a Tank Mix must belong to one of its herbicide groups.',
    ]);
    expect((await call(grower.access, 'GET', '/herbicides/tank-mixes/me/')).status).toBe(404);
  });
});

describe('products in a tank mix', () => {
  type ProductMix = Mix & { products: string[] };
  const riceTargets = () => [
    { crop: cropId('rice'), crop_trait: traitId('rice - Max-Ace') },
    { crop: cropId('rice'), crop_trait: traitId('rice - Provisia') },
  ];

  it('names the brands put in the tank, and a named Provisia injures Max-Ace rice through quizalofop', async () => {
    const grower = await api.session();
    const mix = await call<ProductMix>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Provisia post',
      herbicide_groups: [1],
      active_ingredients: [activeId('quizalofop')],
      products: ['provisia'],
    });
    expect(mix.status).toBe(201);
    expect(mix.body.products).toEqual(['Provisia']);
    const listed = await call<ProductMix[]>(grower.access, 'GET', '/herbicides/tank-mixes/me/');
    expect(listed.body.map((each) => each.products)).toEqual([['Provisia']]);

    const answer = await call<{ results: Verdict[] }>(grower.access, 'POST', '/herbicides/compatibility/', {
      tank_mix: mix.body.id,
      targets: riceTargets(),
    });
    expect(answer.body.results.map((result) => result.safe)).toEqual([false, true]);
    expect(answer.body.results[0]?.injuring.map((each) => each.name)).toEqual(['quizalofop']);

    await call(grower.access, 'POST', '/farms/crops/me/', { crop_ids: [cropId('rice')] });
    await call(grower.access, 'POST', '/farms/crop-traits/me/', {
      crop_trait_ids: [traitId('rice - Max-Ace')],
    });
    const many = await call<{ results: { tank_mix: number; results: Verdict[] }[] }>(
      grower.access,
      'POST',
      '/herbicides/compatibility/tank-mixes/',
      { tank_mixes: [mix.body.id] },
    );
    expect(many.body.results[0]?.results).toMatchObject([
      { crop_trait: { name: 'rice - Max-Ace' }, safe: false, injuring: [{ name: 'quizalofop' }] },
    ]);
  });

  it('leaves Max-Ace rice safe from the same mix when no product is named', async () => {
    const grower = await api.session();
    const mix = await call<ProductMix>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Quizalofop post',
      herbicide_groups: [1],
      active_ingredients: [activeId('quizalofop')],
    });
    expect(mix.body.products).toEqual([]);
    const answer = await call<{ results: Verdict[] }>(grower.access, 'POST', '/herbicides/compatibility/', {
      tank_mix: mix.body.id,
      targets: riceTargets(),
    });
    expect(answer.body.results.map((result) => result.safe)).toEqual([true, true]);
  });

  it("takes the brands of a group's actives when none is named, sorted alphabetically", async () => {
    const grower = await api.session();
    const mix = await call<ProductMix>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Group 1',
      herbicide_groups: [1],
      products: ['Provisia', 'Highcard', 'Highcard'],
    });
    expect(mix.status).toBe(201);
    expect(mix.body.products).toEqual(['Highcard', 'Provisia']);
    const answer = await call<{ results: Verdict[] }>(grower.access, 'POST', '/herbicides/compatibility/', {
      tank_mix: mix.body.id,
      targets: riceTargets(),
    });
    expect(answer.body.results.map((result) => result.injuring.map((each) => each.name))).toEqual([
      expect.arrayContaining(['quizalofop']),
      expect.arrayContaining(['quizalofop']),
    ]);
  });

  it("refuses a product none of the mix's actives carries, saving nothing", async () => {
    const grower = await api.session();
    const refused = await call<{ errors: string[]; fields: Record<string, string[]> }>(
      grower.access,
      'POST',
      '/herbicides/tank-mixes/me/',
      {
        name: 'Wrong product',
        herbicide_groups: [1],
        active_ingredients: [activeId('clethodim')],
        products: ['Provisia'],
      },
    );
    expect(refused.status).toBe(400);
    const message = 'Each product of a Tank Mix must carry one of its active ingredients: Provisia does not.';
    expect(refused.body.errors).toEqual([message]);
    expect(refused.body.fields.products).toEqual([message]);
    expect((await call(grower.access, 'GET', '/herbicides/tank-mixes/me/')).status).toBe(404);
    const tooMany = await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Too many',
      herbicide_groups: [1],
      products: Array.from({ length: 21 }, () => 'Provisia'),
    });
    expect(tooMany.status).toBe(400);
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
    const retailer = await api.session({ agRetailer: true });
    const answer = await call(retailer.access, method, path, body);
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([
      'Ag Retailer accounts do not manage crops, traits, herbicides or tank mixes.',
    ]);
  });

  it('and so is a caller without a session', async () => {
    expect((await fetch(`${api.url}/farms/crops/`)).status).toBe(401);
  });
});

describe('tutorials', () => {
  it('reads and sets the flags a user has finished', async () => {
    const grower = await api.session();
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
