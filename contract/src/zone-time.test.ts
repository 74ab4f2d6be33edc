import { describe, expect, it } from 'vitest';
import { instantOfWallClock, inZone, longInstant, wallClock, zoneNameAt } from './zone-time';

describe('moments in a field’s own zone', () => {
  it('names the zone as it is at that moment', () => {
    expect(zoneNameAt(new Date('2026-01-15T18:00:00Z'), 'America/Chicago')).toBe('CST');
    expect(zoneNameAt(new Date('2026-07-15T18:00:00Z'), 'America/Chicago')).toBe('CDT');
  });

  it('prints an instant as a long US date and time in the zone, named', () => {
    expect(longInstant('2026-11-24T20:05:00Z', 'America/Chicago')).toBe('November 24, 2026 at 2:05 PM CST');
    expect(longInstant('2026-11-24T20:05:00Z', 'America/Denver')).toBe('November 24, 2026 at 1:05 PM MST');
  });

  it("reads a record's wall clock on the field's day, in 24 hours (midnight is 00, not 24)", () => {
    expect(wallClock(new Date('2026-11-27T04:58:00Z'), 'America/Chicago')).toEqual({
      date: '2026-11-26',
      time: '22:58',
      zoneName: 'CST',
    });
    expect(wallClock(new Date('2026-07-04T05:30:00Z'), 'America/Chicago').time).toBe('00:30');
  });

  it("reads a notice's day, weekday and 12-hour clock in the zone", () => {
    expect(inZone(new Date('2026-11-27T04:00:00Z'), 'America/Chicago')).toEqual({
      day: '2026-11-26',
      weekday: 'Thu',
      clock: '10 PM',
      zone: 'CST',
    });
    expect(inZone(new Date('2026-11-27T04:30:00Z'), 'America/Denver').clock).toBe('9:30 PM');
  });
});

describe('a typed wall clock read in a zone', () => {
  it('is the instant the field’s clock shows, whatever the reader’s zone', () => {
    expect(instantOfWallClock('2026-06-15T09:30', 'America/Chicago')?.toISOString()).toBe(
      '2026-06-15T14:30:00.000Z',
    );
    expect(instantOfWallClock('2026-12-15T09:30', 'America/Chicago')?.toISOString()).toBe(
      '2026-12-15T15:30:00.000Z',
    );
    expect(instantOfWallClock('2026-06-15T09:30', 'America/Denver')?.toISOString()).toBe(
      '2026-06-15T15:30:00.000Z',
    );
    expect(instantOfWallClock('not a time', 'America/Chicago')).toBeNull();
  });
});
