import { describe, expect, it } from 'vitest';
import { lastEnteredText } from './lastEntered';

describe('lastEnteredText', () => {
  const now = new Date(2026, 10, 23, 18, 30);

  it('says Never for a retailer who has not entered', () => {
    expect(lastEnteredText(null, now)).toBe('Never');
  });

  it('says Today with the time for an entry today', () => {
    expect(lastEnteredText(new Date(2026, 10, 23, 9, 5).toISOString(), now)).toBe('Today, 9:05 AM');
  });

  it('gives the date for an earlier entry', () => {
    expect(lastEnteredText(new Date(2026, 9, 2, 14, 0).toISOString(), now)).toBe('Oct 2, 2026, 2:00 PM');
  });
});
