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
