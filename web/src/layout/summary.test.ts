import { describe, expect, it } from 'vitest';
import { acres, cropLine, farmSummary } from './summary';

describe('the farm sidebar', () => {
  it('gives a farm its field count and acres to two decimals', () => {
    expect(farmSummary(3, 412.5)).toBe('3 fields · 412.50 ac.');
    expect(farmSummary(1, 1234.567)).toBe('1 field · 1,234.57 ac.');
    expect(farmSummary(0, 0)).toBe('0 fields · 0.00 ac.');
    expect(acres(80)).toBe('80.00 ac.');
  });

  it("says a field's crop and trait, or that they are missing", () => {
    const soybean = { name: 'soybean' };
    expect(cropLine({ isBuilding: false, crop: soybean, cropTrait: { name: 'soybean - Enlist E3' } })).toBe(
      'soybean - Enlist E3',
    );
    expect(cropLine({ isBuilding: false, crop: soybean, cropTrait: null })).toBe('soybean');
    expect(cropLine({ isBuilding: false, crop: null, cropTrait: null })).toBe('crop/trait missing');
    expect(cropLine({ isBuilding: true, crop: null, cropTrait: null })).toBe('Building');
  });
});
