import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './time-zone';

describe('a place’s time zone', () => {
  it('follows the zone lines, not the longitude alone', () => {
    expect(timeZoneAt(38.1, -97.4)).toBe('America/Chicago'); // central Kansas
    expect(timeZoneAt(39.05, -101.9)).toBe('America/Denver'); // Kansas's western edge keeps mountain time
    expect(timeZoneAt(46.6, -120.5)).toBe('America/Los_Angeles'); // Yakima valley
    expect(timeZoneAt(33.45, -112.07)).toBe('America/Phoenix'); // Arizona: no daylight saving
    expect(timeZoneAt(41.6, -93.6)).toBe('America/Chicago'); // Iowa
  });
});
