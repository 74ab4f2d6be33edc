import { describe, expect, it } from 'vitest';
import { hourMinute, usLongDate } from './format';

describe('report dates and times', () => {
  it('are US long dates and hour:minute times', () => {
    expect(usLongDate('2026-11-23')).toBe('November 23, 2026');
    expect(hourMinute('08:30')).toBe('8:30 AM');
    expect(hourMinute('12:15')).toBe('12:15 PM');
    expect(hourMinute('00:00')).toBe('12:00 AM');
  });
});
