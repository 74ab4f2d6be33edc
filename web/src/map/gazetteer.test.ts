import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PlaceRow, parseQuery, placeLabel, placesOf, searchPlaces } from './gazetteer';

const places = placesOf([
  ['Reno', 'KS', 'c', 37.95, -98.09, 0],
  ['Reno', 'NV', 't', 39.53, -119.81, 19],
  ['Hutchinson', 'KS', 't', 38.04, -97.97, 3],
  ['Hutchinson', 'MN', 't', 44.89, -94.37, 1],
  ['Hutchins', 'TX', 't', 32.64, -96.71, 1],
  ['St. Francis', 'KS', 't', 39.77, -101.8, 1],
  ['New York', 'NY', 'c', 40.78, -73.97, 0],
]);
const labels = (text: string) => searchPlaces(places, text).map(placeLabel);

describe('place search by county or town', () => {
  it('reads a trailing state, abbreviated or in full, and the word county', () => {
    expect(parseQuery('Reno County, KS')).toEqual({ name: 'reno', state: 'KS', kind: 'county' });
    expect(parseQuery('hutchinson kansas')).toEqual({ name: 'hutchinson', state: 'KS', kind: null });
    expect(parseQuery('New York, New York')).toEqual({ name: 'new york', state: 'NY', kind: null });
  });

  it('finds counties and towns written as people write them', () => {
    expect(labels('Reno County, KS')).toEqual(['Reno County, KS']);
    expect(labels('reno county')).toEqual(['Reno County, KS']);
    expect(labels('Reno, KS')).toEqual(['Reno County, KS']);
    expect(labels('Hutchinson, Kansas')).toEqual(['Hutchinson, KS']);
    expect(labels('st francis ks')).toEqual(['St. Francis, KS']);
  });

  it('puts exact names before prefixes, and bigger towns first', () => {
    expect(labels('Hutchinson')).toEqual(['Hutchinson, KS', 'Hutchinson, MN']);
    expect(labels('hutchin')).toEqual(['Hutchinson, KS', 'Hutchins, TX', 'Hutchinson, MN']);
    expect(labels('Reno')[0]).toBe('Reno, NV');
  });

  it('finds nothing for a name no place has, or for a single letter', () => {
    expect(labels('Atlantis')).toEqual([]);
    expect(labels('h')).toEqual([]);
  });
});

describe('the gazetteer shipped with the web app', () => {
  const rows = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../public/gazetteer/us-places.json'), 'utf8'),
  ) as PlaceRow[];
  const shipped = placesOf(rows);

  it('holds every county of the states, and the towns around the demo region', () => {
    expect(shipped.filter((place) => place.kind === 'county').length).toBeGreaterThan(3000);
    const near = (place: { lat: number; lng: number } | undefined) =>
      Math.hypot((place?.lat ?? 0) - 37.84, (place?.lng ?? 0) + 97.86) < 0.3;
    expect(near(searchPlaces(shipped, 'Reno County, KS')[0])).toBe(true);
    expect(near(searchPlaces(shipped, 'Hutchinson, KS')[0])).toBe(true);
  });
});
