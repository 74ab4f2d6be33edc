import { describe, expect, it } from 'vitest';
import { usLongDate } from './format';

describe('report dates and times', () => {
  it('are US long dates, a calendar day never shifted by the zone', () => {
    expect(usLongDate('2026-11-23')).toBe('November 23, 2026');
    expect(usLongDate('2026-01-01T00:30:00-06:00')).toBe('January 1, 2026');
  });
});
