import { describe, expect, it } from 'vitest';
import { titleOf } from './table';

const grower = { isAgRetailer: false };
const retailer = { isAgRetailer: true };

describe('screen titles (spec 2.3)', () => {
  it("titles a retailer's Ag Retailer page by the accounts it lists", () => {
    expect(titleOf('agRetailer', retailer)).toBe('Assigned Ag Retailer accounts');
  });

  it("keeps the grower's Ag Retailer page titled as its navigation entry", () => {
    expect(titleOf('agRetailer', grower)).toBe('Ag Retailer');
  });

  it('titles the other screens alike for both', () => {
    expect([titleOf('reports', retailer), titleOf('reports', grower)]).toEqual(['Reports', 'Reports']);
  });
});
