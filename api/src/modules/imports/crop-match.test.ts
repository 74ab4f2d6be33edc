import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../catalogue/compatibility';
import { cropOf } from './crop-match';

// The crop a file names, matched to the catalogue's as a grower would read it.
const catalogue = {
  crops: new Map(
    ['corn', 'soybean', 'sugar beet', 'potato', 'vegetables', 'grass seed'].map((name, index) => [
      index + 1,
      { id: index + 1, name },
    ]),
  ),
  traits: new Map([[1, { id: 1, crop: 2, trait_name: 'Enlist E3' }]]),
} as unknown as Catalogue;

describe('crop names from a file', () => {
  it('matches plurals, spacing and the names other programs and displays use', () => {
    const crop = (name: string) => cropOf(catalogue, name, null).crop;
    expect(['Soybeans', 'soy-beans', 'SOYBEAN', 'Soya', 'soy'].map(crop)).toEqual([2, 2, 2, 2, 2]);
    expect(['Maize', 'Körnermais', 'corn'].map(crop)).toEqual([1, 1, 1]);
    expect(crop('Sugar_Beets')).toBe(3);
    expect(crop('Potatoes')).toBe(4);
    expect(crop('Vegetable')).toBe(5);
    expect(crop('grass seed')).toBe(6);
    expect(cropOf(catalogue, 'Soybeans', 'Enlist E3')).toEqual({ crop: 2, cropTrait: 1, note: null });
    expect(cropOf(catalogue, 'Beans', null)).toEqual({
      crop: null,
      cropTrait: null,
      note: 'Crop "Beans" is not in the catalogue; left blank.',
    });
  });
});
