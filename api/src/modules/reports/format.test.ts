import { describe, expect, it } from 'vitest';
import { hourMinute, usLongInstant } from './format';

describe('printed dates and times', () => {
  it('writes times as hour:minute', () => {
    expect(hourMinute('08:30')).toBe('8:30 AM');
    expect(hourMinute('00:05')).toBe('12:05 AM');
    expect(hourMinute('12:00')).toBe('12:00 PM');
    expect(hourMinute('23:59')).toBe('11:59 PM');
  });

  it('writes an instant in UTC', () => {
    expect(usLongInstant(new Date('2026-11-23T18:05:00Z'))).toBe('November 23, 2026, 6:05 PM UTC');
    // Saved at 4:58 UTC on 27 Nov is 10:58 PM on the 26th in the field's zone.
    expect(usLongInstant(new Date('2026-11-27T04:58:00Z'), 'America/Chicago')).toBe(
      'November 26, 2026, 10:58 PM CST',
    );
  });
});
