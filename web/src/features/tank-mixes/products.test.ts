import { describe, expect, it } from 'vitest';
import { brandOf, productChoices } from './products';

const groupOne = {
  id: 1,
  activeIngredients: [
    { id: 1, products: ['Select Max', 'Arrow'] },
    { id: 2, products: ['Assure II', 'Provisia (for Provisia rice)', 'Highcard (for Max-Ace rice)'] },
  ],
};
const groupFour = {
  id: 4,
  activeIngredients: [
    { id: 38, products: ['Engenia', 'Tavium (premix with S-metolachlor)'] },
    { id: 37, products: ['Enlist One', 'Enlist Duo (premix with glyphosate)'] },
  ],
};

describe('the products a mix may name', () => {
  it('are the brands without the note in brackets', () => {
    expect(brandOf('Provisia (for Provisia rice)')).toBe('Provisia');
    expect(brandOf('Engenia')).toBe('Engenia');
  });

  it('are the brands of the named actives, or of every active of a group with none named', () => {
    const groups = [groupOne, groupFour];
    expect(productChoices(groups, [1], { 1: [2] })).toEqual(['Assure II', 'Provisia', 'Highcard']);
    expect(productChoices(groups, [1, 4], { 4: [38] })).toEqual([
      'Select Max',
      'Arrow',
      'Assure II',
      'Provisia',
      'Highcard',
      'Engenia',
      'Tavium',
    ]);
    expect(productChoices(groups, [], {})).toEqual([]);
  });
});
