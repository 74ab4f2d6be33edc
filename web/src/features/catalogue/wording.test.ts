import { describe, expect, it } from 'vitest';
import { changeMessage, failureMessage, nouns } from './wording';

describe('manager toasts', () => {
  it('word one item in the singular and several in the plural', () => {
    expect(changeMessage(nouns.crop, 'added', 1)).toBe('Crop successfully added!');
    expect(changeMessage(nouns.crop, 'added', 3)).toBe('3 crops successfully added!');
    expect(changeMessage(nouns.herbicide, 'removed', 2)).toBe('2 herbicide groups successfully removed!');
    expect(changeMessage(nouns.neighborCrop, 'removed', 1)).toBe('Neighbor crop successfully removed!');
  });

  it('word a failure by what was being done', () => {
    expect(failureMessage(nouns.trait, 'removed')).toBe('There was an error removing traits!');
    expect(failureMessage(nouns.crop, 'added')).toBe('There was an error adding crops!');
  });
});
