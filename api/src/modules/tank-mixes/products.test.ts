import { describe, expect, it } from 'vitest';
import { catalogueTests, type Mix, type Verdict } from '../catalogue/world.testing';

// The products (brands) a tank mix names, and how they change what it injures.
const tests = catalogueTests();
const { call, cropId, activeId, traitId } = tests;

describe('products in a tank mix', () => {
  type ProductMix = Mix & { products: string[] };
  const riceTargets = () => [
    { crop: cropId('rice'), crop_trait: traitId('rice - Max-Ace') },
    { crop: cropId('rice'), crop_trait: traitId('rice - Provisia') },
  ];

  it('names the brands put in the tank, and a named Provisia injures Max-Ace rice through quizalofop', async () => {
    const grower = await tests.api.session();
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
    const grower = await tests.api.session();
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
    const grower = await tests.api.session();
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
    const grower = await tests.api.session();
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
