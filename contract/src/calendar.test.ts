import { describe, expect, it } from 'vitest';
import { usLongDate } from './calendar';

describe('calendar dates', () => {
  it('prints a day as a US long date, never shifted by a zone', () => {
    expect(usLongDate('2026-11-23')).toBe('November 23, 2026');
    expect(usLongDate('2026-01-01T23:30:00Z')).toBe('January 1, 2026');
  });

  it('gives back what is not a date as it came', () => {
    expect(usLongDate('')).toBe('');
    expect(usLongDate('soon')).toBe('soon');
    expect(usLongDate('2026-13-01')).toBe('2026-13-01');
  });
});
