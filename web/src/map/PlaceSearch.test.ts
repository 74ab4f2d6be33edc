import { describe, expect, it } from 'vitest';
import { parseLatLng } from './PlaceSearch';

describe('place search', () => {
  it('reads a latitude and longitude written as people write them', () => {
    expect(parseLatLng('37.85, -97.86')).toEqual({ lat: 37.85, lng: -97.86 });
    expect(parseLatLng(' 38 -97.5 ')).toEqual({ lat: 38, lng: -97.5 });
  });

  it('refuses what is not a place on Earth', () => {
    expect(parseLatLng('Hutchinson')).toBeNull();
    expect(parseLatLng('97.86, 37.85, 1')).toBeNull();
    expect(parseLatLng('100, 20')).toBeNull();
  });
});
