import { describe, expect, it } from 'vitest';
import { choose, previewSummary, repeatsText } from './duplicates';

const match = (name: string, farmName: string) => ({ uuid: name, name, farmName, metres: 0.2 });

describe('a boundary the grower has already', () => {
  it('names the field and the farm it is in, and counts stacked copies', () => {
    expect(repeatsText([match('North 80', 'Home Farm')])).toBe('Already your field "North 80" in Home Farm');
    expect(repeatsText([match('North 80', 'Home Farm'), match('North 80', 'River Farm')])).toBe(
      'Already your field "North 80" in Home Farm (and 1 more copy)',
    );
    expect(
      repeatsText([match('North 80', 'Home Farm'), match('North 80', 'A'), match('North 80', 'B')]),
    ).toBe('Already your field "North 80" in Home Farm (and 2 more copies)');
    expect(repeatsText([])).toBe('');
  });

  it('keeps the ticked features to import anyway, each once and in order', () => {
    expect(choose([], 3, true)).toEqual([3]);
    expect(choose([3], 1, true)).toEqual([1, 3]);
    expect(choose([1, 3], 1, true)).toEqual([1, 3]);
    expect(choose([1, 3], 3, false)).toEqual([1]);
  });

  it('sums up the preview with the skipped ones told apart from the refused', () => {
    const features = Array.from({ length: 5 }, () => ({}));
    expect(previewSummary({ taken: 3, skipped: 1, refused: 1, notBoundaries: 0, features })).toBe(
      '3 of 5 boundaries can be imported; 1 is a field you have already (skipped); 1 refused.',
    );
    expect(previewSummary({ taken: 5, skipped: 0, refused: 0, notBoundaries: 0, features })).toBe(
      '5 of 5 boundaries can be imported.',
    );
  });

  it('tells points and lines apart as no field boundaries, neither refused nor counted as boundaries', () => {
    const features = Array.from({ length: 6 }, () => ({}));
    expect(previewSummary({ taken: 3, skipped: 0, refused: 1, notBoundaries: 2, features })).toBe(
      '3 of 4 boundaries can be imported; 2 skipped: not field boundaries (points or lines); 1 refused.',
    );
    expect(previewSummary({ taken: 5, skipped: 0, refused: 0, notBoundaries: 1, features })).toBe(
      '5 of 5 boundaries can be imported; 1 skipped: not a field boundary (a point or line).',
    );
  });
});
