import { describe, expect, it } from 'vitest';
import { longInstant, zoneNameAt } from './zone-time';

describe('moments in a field’s own zone', () => {
  it('names the zone as it is at that moment', () => {
    expect(zoneNameAt(new Date('2026-01-15T18:00:00Z'), 'America/Chicago')).toBe('CST');
    expect(zoneNameAt(new Date('2026-07-15T18:00:00Z'), 'America/Chicago')).toBe('CDT');
  });

  it('prints an instant as a long US date and time in the zone, named', () => {
    expect(longInstant('2026-11-24T20:05:00Z', 'America/Chicago')).toBe('November 24, 2026 at 2:05 PM CST');
    expect(longInstant('2026-11-24T20:05:00Z', 'America/Denver')).toBe('November 24, 2026 at 1:05 PM MST');
  });
});
