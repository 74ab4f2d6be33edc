import { describe, expect, it } from 'vitest';
import { type JudgedHour, noWindowLine } from './no-window';

// Why there is no spray window, in words: the label rule the hours break most, and what keeps the
// hours a label allows under a good index.

const hour = (allowed: boolean, index: number, extra: Partial<JudgedHour> = {}): JudgedHour => ({
  allowed,
  index,
  reasons: [],
  breaches: [],
  ...extra,
});
const wind = { kind: 'WIND', found: 'wind 12 mph' };
const gusts = { kind: 'WIND', found: 'wind 15 mph' };
const night = { kind: 'DAYLIGHT', found: 'after sunset' };

describe('no spray window', () => {
  it('names the label rule most hours break, with what breaks it', () => {
    const hours = [
      hour(false, 80, { breaches: [wind] }),
      hour(false, 75, { breaches: [wind, night] }),
      hour(false, 90, { breaches: [night] }),
      hour(false, 85, { breaches: [gusts, wind] }),
    ];
    expect(noWindowLine(hours)).toBe(
      'No spray window in the forecast: 4 of 4 hours break a label rule, most often the wind (wind 12 mph)',
    );
  });

  it('says the allowed hours score too low, and why the best of them does', () => {
    const hours = [
      hour(true, 42, { reasons: ['soybean – Conventional downwind'] }),
      hour(true, 55, { reasons: ['soybean – Conventional downwind', 'gusts 18 mph'] }),
    ];
    expect(noWindowLine(hours)).toBe(
      'No spray window in the forecast: all 2 hours score under 70, the best 55: soybean – Conventional downwind, gusts 18 mph',
    );
  });

  it('gives both reasons when some hours are forbidden and the rest score low', () => {
    const hours = [
      hour(false, 80, { breaches: [night] }),
      hour(true, 60, { reasons: ['house 300 ft downwind'] }),
    ];
    expect(noWindowLine(hours)).toBe(
      'No spray window in the forecast: 1 of 2 hours breaks a label rule, most often daylight (after sunset); the other 1 hour scores under 70, the best 60: house 300 ft downwind',
    );
  });

  it('says when the forecast has no hours at all', () => {
    expect(noWindowLine([])).toBe('No spray window in the forecast: it has no hours ahead');
  });
});
