import { describe, expect, it } from 'vitest';
import { allTraitsMessage, keepsATraitPerCrop } from './traitRules';

const mine = [
  { id: 1, crop: { id: 10 } },
  { id: 2, crop: { id: 10 } },
  { id: 3, crop: { id: 20 } },
];

describe('removing traits', () => {
  it('refuses to leave a grown crop without a trait', () => {
    expect(keepsATraitPerCrop(mine, [1, 2], new Set([10, 20]))).toBe(allTraitsMessage);
    expect(keepsATraitPerCrop(mine, [], new Set([10]))).toBe(allTraitsMessage);
  });

  it('lets a crop keep one trait, and a crop no longer grown lose them all', () => {
    expect(keepsATraitPerCrop(mine, [2, 3], new Set([10, 20]))).toBeNull();
    expect(keepsATraitPerCrop(mine, [1], new Set([10]))).toBeNull();
  });
});
