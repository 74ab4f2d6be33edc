import { describe, expect, it } from 'vitest';
import { corn, dicamba, fine } from './label-facts.testing';
import { judgeHour } from './label-rules';
import { labelProducts, unregisteredProducts } from './labels-in-tank';

describe('products named in the tank', () => {
  it('XtendiMax in 2026: flagged "not registered for this use", and its dicamba still brings the label', () => {
    const tank = { ...dicamba, named: { dicamba: ['XtendiMax'] } };
    expect(judgeHour(tank, { ...fine, windMph: 12 }).allowed).toBe(false);
    expect(labelProducts(tank).find((product) => product.name === 'XtendiMax')).toMatchObject({
      registered: false,
      epa_reg_number: '264-1210',
      registration: expect.stringMatching(/^Not registered for this use/),
    });
  });

  it('Clarity, FeXapan, DiFlexx and generics over dicamba-tolerant soybean: flagged, with the rules', () => {
    for (const name of ['Clarity', 'FeXapan (not sold since 2021)', 'DiFlexx', 'Dicamba DGA 4']) {
      const tank = { ...dicamba, named: { dicamba: [name] } };
      expect(judgeHour(tank, { ...fine, windMph: 12 }).allowed, name).toBe(false);
      expect(unregisteredProducts(tank).length, name).toBe(1);
    }
  });

  it('Clarity on corn does not bring the over-the-top label; Stryax on corn is not for that crop', () => {
    const onCorn = { ...dicamba, crop: corn };
    expect(judgeHour({ ...onCorn, named: { dicamba: ['Clarity'] } }, { ...fine, windMph: 12 }).allowed).toBe(
      true,
    );
    expect(judgeHour({ ...onCorn, named: { dicamba: ['Stryax'] } }, fine).breaches[0]).toMatchObject({
      rule: 'dicamba-ott.crop',
      found: 'corn – Conventional is not a crop this label is for',
    });
  });

  it('shows the registrations in force: Stryax 264-1241, Engenia and Tavium with their 2026 numbers not confirmed', () => {
    expect(
      labelProducts(dicamba).map(
        (product) => `${product.name} ${product.epa_reg_number} ${product.registered}`,
      ),
    ).toEqual(['Stryax 264-1241 true', 'Engenia null true', 'Tavium null true']);
    // The vacated numbers are shown for their own years only.
    expect(
      labelProducts({ ...dicamba, date: '2023-06-15' }).map(
        (product) => `${product.name} ${product.epa_reg_number}`,
      ),
    ).toEqual(['XtendiMax 264-1210', 'Engenia 7969-472', 'Tavium 100-1623']);
    expect(labelProducts({ ...dicamba, date: '2025-06-15' })).toEqual([]);
    expect(
      unregisteredProducts({ ...dicamba, date: '2025-06-15', named: { dicamba: ['Engenia'] } }),
    ).toMatchObject([{ name: 'Engenia', epa_reg_number: null, registered: false }]);
  });
});
