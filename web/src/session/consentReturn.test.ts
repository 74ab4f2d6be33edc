import { describe, expect, it } from 'vitest';
import { consentReturnOf, consentReturnState, keepConsentReturn, takeConsentReturn } from './consentReturn';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

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

  it('keeps the request from sign-up for the tab the activation link opens, once, while it can be answered', () => {
    const storage = memory();
    keepConsentReturn('/connect/Xy_9-ab', storage, 1000);
    expect(takeConsentReturn(storage, 1000 + 29 * 60 * 1000)).toBe('/connect/Xy_9-ab');
    expect(takeConsentReturn(storage, 2000)).toBeNull();
    // The authorization server forgets a request after 30 minutes: so does the device.
    keepConsentReturn('/connect/Xy_9-ab', storage, 0);
    expect(takeConsentReturn(storage, 31 * 60 * 1000)).toBeNull();
    // Nothing but a consent address is kept, nor taken if written there by anything else.
    keepConsentReturn('/billing', storage, 0);
    expect(takeConsentReturn(storage, 0)).toBeNull();
    storage.setItem('consent-return', JSON.stringify({ value: '//evil.example', at: 0 }));
    expect(takeConsentReturn(storage, 0)).toBeNull();
    storage.setItem('consent-return', 'not json');
    expect(takeConsentReturn(storage, 0)).toBeNull();
  });
});
