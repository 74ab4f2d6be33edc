import { describe, expect, it } from 'vitest';
import { registrationOn } from './registrations';

// The dicamba products' periods as 021_catalog_2026.sql records them.
const xtendiMax = { registered_from: '2020-10-27', registered_until: '2024-02-06' };
const stryax = { registered_from: '2026-02-06', registered_until: null };
const clarity = { registered_from: null, registered_until: null };

describe('a product registration on a given day', () => {
  it('covers its first day and every day before the one it ended', () => {
    expect(registrationOn(xtendiMax, '2020-10-27')).toBe('registered');
    expect(registrationOn(xtendiMax, '2023-06-15')).toBe('registered');
    expect(registrationOn(xtendiMax, '2024-02-05')).toBe('registered');
  });

  it('tells a product not yet registered from one whose registration ended', () => {
    expect(registrationOn(xtendiMax, '2020-10-26')).toBe('not yet registered');
    expect(registrationOn(xtendiMax, '2024-02-06')).toBe('registration ended');
    expect(registrationOn(xtendiMax, '2026-05-01')).toBe('registration ended');
    expect(registrationOn(stryax, '2025-06-01')).toBe('not yet registered');
    expect(registrationOn(stryax, '2026-02-06')).toBe('registered');
  });

  it('takes a product without dates as registered', () => {
    expect(registrationOn(clarity, '1999-01-01')).toBe('registered');
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => registrationOn(stryax, '2026-2-6')).toThrow(/YYYY-MM-DD/);
  });
});
