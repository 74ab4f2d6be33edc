import { describe, expect, it } from 'vitest';
import { activesInProducts } from './products';

const actives = [
  { id: 37, name: '2,4-D', products: ['Enlist One', 'Enlist Duo (premix with glyphosate)', '2,4-D Amine 4'] },
  { id: 38, name: 'dicamba', products: ['Engenia', 'XtendiMax'] },
  { id: 49, name: 'atrazine', products: ['AAtrex 4L'] },
  { id: 59, name: 'glyphosate', products: ['Roundup PowerMAX 3', 'Enlist Duo (premix with 2,4-D)'] },
];

describe('the actives of the products on a report', () => {
  it('knows brands, premixes and generics, whatever their case', () => {
    expect(activesInProducts(['enlist duo'], actives)).toEqual([37, 59]);
    expect(activesInProducts(['Engenia', 'Atrazine 4L'], actives)).toEqual([38, 49]);
    expect(activesInProducts(['2,4-D LV6 Ester'], actives)).toEqual([37]);
  });

  it('finds nothing in a product it does not know', () => {
    expect(activesInProducts(['Mystery 2EC', ''], actives)).toEqual([]);
  });
});
