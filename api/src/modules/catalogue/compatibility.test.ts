import { describe, expect, it } from 'vitest';
import { activesOf, buildCatalogue, judge } from './compatibility';
import type { ActiveIngredient, HerbicideGroup } from './store';

// A hand-made slice of the catalogue: Group 4's two auxins and Group 9's glyphosate, soybean
// as Xtend and as Enlist E3, and corn, which tolerates dicamba by nature.
const active = (id: number, name: string, group: number): ActiveIngredient => ({
  id,
  name,
  herbicide_group: group,
  chemical_family: 'test',
  products: [],
});
const group = (id: number, actives: ActiveIngredient[]): HerbicideGroup => ({
  id,
  group_label: `Group ${id}`,
  group_type: 'test',
  site_of_action: 'test',
  logo: '',
  active_ingredients: actives,
});
const dicamba = active(1, 'dicamba', 4);
const twoFourD = active(2, '2,4-D', 4);
const glyphosate = active(3, 'glyphosate', 9);
const catalogue = buildCatalogue({
  crops: [
    { id: 1, name: 'soybean', logo: '' },
    { id: 2, name: 'corn', logo: '' },
  ],
  traits: [
    { id: 10, crop: 1, crop_name: 'soybean', trait_name: 'Roundup Ready 2 Xtend', logo_url: '' },
    { id: 11, crop: 1, crop_name: 'soybean', trait_name: 'Enlist E3', logo_url: '' },
  ],
  groups: [group(4, [dicamba, twoFourD]), group(9, [glyphosate])],
  cropTolerates: new Map([[2, new Set([1])]]),
  traitTolerates: new Map([
    [10, new Set([1, 3])],
    [11, new Set([2, 3])],
  ]),
});
const xtend = { crop: 1, trait: 10 };
const enlist = { crop: 1, trait: 11 };

describe('compatibility of a spray with a crop as planted', () => {
  it('names the active that injures, inside one group', () => {
    const verdict = judge(catalogue, enlist, [dicamba, glyphosate]);
    expect(verdict.safe).toBe(false);
    expect(verdict.injuring.map((each) => each.name)).toEqual(['dicamba']);
    expect(judge(catalogue, xtend, [twoFourD]).injuring.map((each) => each.name)).toEqual(['2,4-D']);
  });

  it('is safe when the trait or the crop itself tolerates every active', () => {
    expect(judge(catalogue, xtend, [dicamba, glyphosate]).safe).toBe(true);
    expect(judge(catalogue, { crop: 2, trait: null }, [dicamba]).safe).toBe(true);
    expect(judge(catalogue, { crop: 1, trait: null }, [glyphosate]).safe).toBe(false);
  });

  it('takes a whole group as every one of its actives, unless actives of it are named', () => {
    const whole = activesOf(catalogue, { groups: [4, 9] });
    expect(whole.map((each) => each.name)).toEqual(['dicamba', '2,4-D', 'glyphosate']);
    expect(judge(catalogue, xtend, whole).injuring.map((each) => each.name)).toEqual(['2,4-D']);
    const asDicamba = activesOf(catalogue, { groups: [4, 9], actives: [1] });
    expect(asDicamba.map((each) => each.name)).toEqual(['dicamba', 'glyphosate']);
    expect(judge(catalogue, xtend, asDicamba).safe).toBe(true);
    expect(judge(catalogue, enlist, asDicamba).injuring.map((each) => each.name)).toEqual(['dicamba']);
  });

  it('refuses a trait of another crop', () => {
    expect(() => judge(catalogue, { crop: 2, trait: 11 }, [dicamba])).toThrow(/not a trait of crop/);
  });
});

describe('product exceptions to the tolerance of an active', () => {
  // Rice as Provisia and as Max-Ace: both tolerate quizalofop, yet Provisia herbicide injures
  // Max-Ace rice and Highcard injures Provisia rice.
  const quizalofop = active(5, 'quizalofop', 1);
  const clethodim = active(6, 'clethodim', 1);
  const rice = buildCatalogue({
    crops: [{ id: 7, name: 'rice', logo: '' }],
    traits: [
      { id: 32, crop: 7, crop_name: 'rice', trait_name: 'Provisia', logo_url: '' },
      { id: 33, crop: 7, crop_name: 'rice', trait_name: 'Max-Ace', logo_url: '' },
    ],
    groups: [group(1, [clethodim, quizalofop])],
    cropTolerates: new Map(),
    traitTolerates: new Map([
      [32, new Set([5])],
      [33, new Set([5])],
    ]),
    productExceptions: [
      { product: 'Provisia', crop: 7, trait: 33, active: 5, source: 'test' },
      { product: 'Highcard', crop: 7, trait: 32, active: 5, source: 'test' },
    ],
  });
  const provisia = { crop: 7, trait: 32 };
  const maxAce = { crop: 7, trait: 33 };

  it('injures the target through the named product whatever the tolerance tables say', () => {
    expect(judge(rice, maxAce, [quizalofop]).safe).toBe(true);
    const named = judge(rice, maxAce, [quizalofop], ['provisia']);
    expect(named.safe).toBe(false);
    expect(named.injuring.map((each) => each.name)).toEqual(['quizalofop']);
    expect(judge(rice, provisia, [quizalofop], ['Provisia']).safe).toBe(true);
    expect(judge(rice, provisia, [quizalofop], ['Highcard']).injuring.map((each) => each.name)).toEqual([
      'quizalofop',
    ]);
  });

  it('keeps the order of the injuring actives, the excepted one in its place', () => {
    const verdict = judge(rice, maxAce, [clethodim, quizalofop], ['Provisia']);
    expect(verdict.injuring.map((each) => each.name)).toEqual(['clethodim', 'quizalofop']);
    // A product carries its active even when the caller left the active out.
    expect(judge(rice, maxAce, [clethodim], ['Provisia']).injuring.map((each) => each.name)).toEqual([
      'clethodim',
      'quizalofop',
    ]);
  });
});
