import { describe, expect, it } from 'vitest';
import { dateIn, timeZoneOfBoundary, zoneNameAt, zoneNameOf } from './zone';

describe('a report’s time zone', () => {
  it('dates a draft made at 22:58 on 26 Nov in Kansas 26 Nov, not the UTC day', () => {
    expect(dateIn(new Date('2026-11-27T04:58:00Z'), 'America/Chicago')).toBe('2026-11-26');
    expect(dateIn(new Date('2026-11-27T06:00:00Z'), 'America/Chicago')).toBe('2026-11-27');
  });

  it('is the field’s own zone, named for the date: CST in winter, CDT in summer', () => {
    const kansas = JSON.stringify({ type: 'MultiPolygon', coordinates: [[[[-97.4, 38.1]]]] });
    expect(timeZoneOfBoundary(kansas)).toBe('America/Chicago');
    expect(zoneNameAt('2026-11-26', '22:52', 'America/Chicago')).toBe('CST');
    expect(zoneNameAt('2026-07-04', '09:00', 'America/Chicago')).toBe('CDT');
    // 8 March 2026: clocks go forward at 2 AM.
    expect(zoneNameAt('2026-03-08', '01:30', 'America/Chicago')).toBe('CST');
    expect(zoneNameAt('2026-03-08', '03:30', 'America/Chicago')).toBe('CDT');
    expect(zoneNameOf(new Date('2026-11-27T04:58:00Z'), 'America/Denver')).toBe('MST');
  });
});
