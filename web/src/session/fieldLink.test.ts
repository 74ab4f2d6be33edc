import { describe, expect, it } from 'vitest';
import {
  dashboardPathFor,
  fieldLinkOf,
  fieldLinkOfSearch,
  rememberFieldLink,
  takeFieldLink,
} from './fieldLink';

const uuid = '0b7c6a52-3f1e-5d4a-9c2b-8e1f0a6d4c3b';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the field link', () => {
  it('reads the root route segments: a field, and the claim marker', () => {
    expect(fieldLinkOf(`/fields/${uuid}/claim`)).toEqual({ uuid, claim: true });
    expect(fieldLinkOf(`/fields/${uuid}`)).toEqual({ uuid, claim: false });
    expect(fieldLinkOf('/')).toBeNull();
    expect(fieldLinkOf('/fields/not-a-uuid/claim')).toBeNull();
    expect(fieldLinkOf(`/fields/${uuid}/edit`)).toBeNull();
  });

  it('sends a signed-in visitor to the dashboard with the field, and back', () => {
    const path = dashboardPathFor({ uuid, claim: true });
    expect(path).toBe(`/dashboard?field=${uuid}&claim=1`);
    expect(fieldLinkOfSearch(path.split('?')[1] ?? '')).toEqual({ uuid, claim: true });
  });

  it('keeps the link through login or registration, once, for a day', () => {
    const storage = memory();
    rememberFieldLink({ uuid, claim: true }, storage, 1000);
    expect(takeFieldLink(storage, 2000)).toEqual({ uuid, claim: true });
    expect(takeFieldLink(storage, 2000)).toBeNull();
    rememberFieldLink({ uuid, claim: true }, storage, 0);
    expect(takeFieldLink(storage, 25 * 60 * 60 * 1000)).toBeNull();
  });
});
