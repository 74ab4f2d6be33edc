import { describe, expect, it } from 'vitest';
import {
  disputeBadge,
  disputeClauses,
  disputeSentences,
  overlapList,
  overlapPhrase,
} from './dispute-wording';

describe('dispute wording', () => {
  it('tells each overlap with its own acres, never a sum', () => {
    expect(overlapList([3.54])).toBe('3.54 ac');
    expect(overlapList([1.234, 0.5])).toBe('1.23 ac and 0.50 ac');
    expect(overlapList([2, 1.23, 0.5])).toBe('2.00 ac, 1.23 ac and 0.50 ac');
    expect(overlapPhrase([3.54])).toBe('by 3.54 ac');
    expect(overlapPhrase([1.23, 0.5])).toBe('in 2 places: 1.23 ac and 0.50 ac');
  });

  it('counts overlaps, not fields, on the badge', () => {
    expect(disputeBadge([{ overlaps: [3.54] }])).toBe('Disputed');
    expect(disputeBadge([{ overlaps: [1.23, 0.5] }])).toBe('Disputed · 2 overlaps');
    expect(disputeBadge([{ overlaps: [1] }, { overlaps: [2] }])).toBe('Disputed · 2 overlaps');
  });

  it('says one clause, or sentence, for each other field', () => {
    expect(disputeClauses([{ overlaps: [3.54] }])).toEqual(["overlaps another grower's field by 3.54 ac"]);
    expect(disputeSentences([{ overlaps: [1.23, 0.5] }, { overlaps: [4] }])).toEqual([
      "Overlaps another grower's field in 2 places: 1.23 ac and 0.50 ac.",
      "Overlaps another grower's field by 4.00 ac.",
    ]);
  });
});
