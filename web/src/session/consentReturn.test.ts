import { describe, expect, it } from 'vitest';
import { consentReturnOf, consentReturnState } from './consentReturn';

describe('going back to a consent request after signing in', () => {
  it('goes back to the consent request Login was opened from', () => {
    expect(consentReturnOf(consentReturnState('/connect/Xy_9-ab'))).toBe('/connect/Xy_9-ab');
  });

  it('honours no other address', () => {
    for (const returnTo of [
      'https://evil.example/connect/x',
      '//evil.example',
      '/billing',
      '/connect/a/b',
      7,
    ])
      expect(consentReturnOf({ returnTo })).toBeNull();
    expect(consentReturnOf(null)).toBeNull();
    expect(consentReturnOf({ email: 'a@b.c' })).toBeNull();
  });
});
