import { describe, expect, it } from 'vitest';
import { deleteFarmText, deleteFieldText } from './deleteWording';

const drawn = { area: 8.31, cluUuid: null };
const claimedField = { area: 120.63, cluUuid: 'b0a1c2d3-0000-4000-8000-000000000001' };

describe('deleteFieldText', () => {
  it('says a drawn or imported field goes with its boundary, and never that it can be claimed', () => {
    const text = deleteFieldText(drawn, 'Miller Creek Farms');
    expect(text).toBe(
      'The field (8.31 ac.) is removed from Miller Creek Farms with its boundary, crop and trait. This cannot be undone.',
    );
    expect(text).not.toContain('claim');
  });

  it('says a claimed field shows on the map again as free to claim', () => {
    expect(deleteFieldText(claimedField, 'Miller Creek Farms')).toBe(
      'The field (120.63 ac.) and its crop and trait are removed from Miller Creek Farms. It shows on the map again as free to claim.',
    );
  });
});

describe('deleteFarmText', () => {
  it('says one field in the singular', () => {
    expect(deleteFarmText([drawn], 8.31)).toBe(
      'Its 1 field (8.31 ac.) will be deleted with it, with its boundary, crop and trait. This cannot be undone.',
    );
    expect(deleteFarmText([claimedField], 120.63)).toBe(
      'Its 1 field (120.63 ac.) will be deleted with it, with its crop and trait. It shows on the map again as free to claim. This cannot be undone.',
    );
  });

  it('says several fields in the plural, claimed ones going back to the map', () => {
    expect(deleteFarmText([drawn, drawn], 16.62)).toBe(
      'Its 2 fields (16.62 ac.) will be deleted with it, with their boundaries, crops and traits. This cannot be undone.',
    );
    expect(deleteFarmText([claimedField, claimedField], 241.26)).toBe(
      'Its 2 fields (241.26 ac.) will be deleted with it, with their crops and traits. They show on the map again as free to claim. This cannot be undone.',
    );
  });

  it('tells drawn and claimed fields apart in a farm that has both', () => {
    expect(deleteFarmText([drawn, claimedField], 128.94)).toBe(
      'Its 2 fields (128.94 ac.) will be deleted with it, with their crops and traits, and the boundary of the 1 you drew or imported. The 1 you claimed shows on the map again as free to claim. This cannot be undone.',
    );
    expect(deleteFarmText([drawn, drawn, claimedField, claimedField], 257.87)).toBe(
      'Its 4 fields (257.87 ac.) will be deleted with it, with their crops and traits, and the boundaries of the 2 you drew or imported. The 2 you claimed show on the map again as free to claim. This cannot be undone.',
    );
  });

  it('says a farm without fields is only removed', () => {
    expect(deleteFarmText([], 0)).toBe('The farm has no fields. It will be removed from your account.');
  });
});
