import { describe, expect, it } from 'vitest';
import { brandOf, brandsOf } from './brands';

describe('brands of the catalogue', () => {
  it('drops the note in brackets and keeps the case', () => {
    expect(brandOf('Provisia (for Provisia rice)')).toBe('Provisia');
    expect(brandOf('Enlist Duo (premix with glyphosate)')).toBe('Enlist Duo');
    expect(brandOf('Roundup PowerMAX 3')).toBe('Roundup PowerMAX 3');
  });

  it('lists each brand once, most used first', () => {
    expect(
      brandsOf([
        { products: ['Engenia', 'Tavium (premix with S-metolachlor)'] },
        { products: ['Dual II Magnum', 'Tavium (premix with dicamba)'] },
      ]),
    ).toEqual(['Engenia', 'Tavium', 'Dual II Magnum']);
  });
});
