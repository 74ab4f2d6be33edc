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
    expect(parseQuery('Reno County, KS')).toEqual({
      name: 'reno',
      state: 'KS',
      kind: 'county',
      word: 'county',
    });
    expect(parseQuery('hutchinson kansas')).toEqual({
      name: 'hutchinson',
      state: 'KS',
      kind: null,
      word: null,
    });
    expect(parseQuery('New York, New York')).toEqual({
      name: 'new york',
      state: 'NY',
      kind: null,
      word: null,
    });
    expect(parseQuery('Juneau City and Borough, AK')).toMatchObject({
      name: 'juneau',
      word: 'city and borough',
    });
    expect(parseQuery('Bethel Census Area')).toMatchObject({ name: 'bethel', state: null, kind: 'county' });
    expect(parseQuery('Dodge City')).toMatchObject({ name: 'dodge city', kind: null });
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

  const labelsIn = (text: string, limit?: number) => searchPlaces(shipped, text, limit).map(placeLabel);
  const towns = shipped.filter((place) => place.kind === 'town');

  it('holds towns of the 50 states and DC only, without unique or military ZIP names', () => {
    const states = new Set(towns.map((place) => place.state));
    expect(states.size).toBe(51);
    for (const state of ['AA', 'AE', 'AP', 'PR', 'VI', 'GU', 'AS', 'MP', 'FM', 'MH', 'PW'])
      expect(states.has(state), state).toBe(false);
    const names = new Set(towns.map(placeLabel));
    for (const junk of [
      'Contest Mail, NY',
      'Bank Of New York, NY',
      'Internal Revenue, PA',
      'Parcel Return Service, DC',
      'Wells Fargo Bank, CA',
      'Kansas Lottery, KS',
      'Shell Oil Box 150, OK',
    ])
      expect(names.has(junk), junk).toBe(false);
    // Real places whose names look like a business's, and small farm towns.
    for (const town of [
      'Red Bank, NJ',
      'Cut Bank, MT',
      'Telephone, TX',
      'International Falls, MN',
      'Institute, WV',
      'Box Elder, SD',
      'Gas, KS',
      'Clay Center, KS',
      'Yoder, KS',
      'Pretty Prairie, KS',
      'Dime Box, TX',
    ])
      expect(names.has(town), town).toBe(true);
    expect(towns.length).toBeGreaterThan(29_000);
  });

  it('labels parishes, boroughs, census areas and independent cities as such', () => {
    const labels = new Set(shipped.filter((place) => place.kind === 'county').map(placeLabel));
    for (const label of [
      'Caddo Parish, LA',
      'Kenai Peninsula Borough, AK',
      'Bethel Census Area, AK',
      'Juneau City and Borough, AK',
      'Anchorage Municipality, AK',
      'Richmond (city), VA',
      'Richmond County, VA',
      'Baltimore (city), MD',
      'Baltimore County, MD',
      'St. Louis (city), MO',
      'Carson City, NV',
      'District of Columbia, DC',
      'Charles City County, VA',
      'Reno County, KS',
    ])
      expect(labels.has(label), label).toBe(true);
    for (const label of ['Caddo County, LA', 'Baltimore County County, MD', 'Baltimore city County, MD'])
      expect(labels.has(label), label).toBe(false);
    const byState = (state: string) =>
      shipped.filter((place) => place.kind === 'county' && place.state === state);
    expect(byState('LA').every((place) => place.type === 'parish')).toBe(true);
    expect(byState('LA')).toHaveLength(64);
    expect(byState('AK').some((place) => place.type === 'county')).toBe(false);
    expect(byState('VA').filter((place) => place.type === 'independent city')).toHaveLength(38);
    expect(labelsIn('caddo parish')[0]).toBe('Caddo Parish, LA');
    expect(labelsIn('caddo county')).toContain('Caddo Parish, LA');
    expect(labelsIn('baltimore city')[0]).toBe('Baltimore (city), MD');
    expect(labelsIn('Baltimore County')[0]).toBe('Baltimore County, MD');
  });

  it('folds accents', () => {
    expect(labelsIn('dona ana')[0]).toBe('Doña Ana County, NM');
    expect(labelsIn('canon city')).toContain('Canon City, CO');
  });

  it('lists a county and its namesake town together, the words typed deciding which leads', () => {
    for (const name of ['Kingman', 'Reno', 'Sedgwick', 'Pratt', 'Ellsworth', 'Russell', 'Meade']) {
      const kinds = searchPlaces(shipped, name)
        .filter((place) => place.state === 'KS')
        .map((place) => place.kind);
      expect(kinds, name).toContain('county');
      if (name !== 'Reno') expect(kinds, name).toContain('town');
    }
    expect(labelsIn('Kingman county')[0]).toBe('Kingman County, KS');
    expect(labelsIn('Kingman, KS')[0]).toBe('Kingman, KS');
    expect(labelsIn('Kingman, KS')[1]).toBe('Kingman County, KS');
    expect(labelsIn('Hutchinson')).toContain('Hutchinson, KS');
    // A county's namesake town follows it, however many places share the name.
    const washington = labelsIn('Washington');
    expect(washington.indexOf('Washington, PA')).toBe(washington.indexOf('Washington County, PA') + 1);
    expect(labelsIn('Kingman').slice(0, 2)).toEqual(['Kingman County, KS', 'Kingman, KS']);
    // County sizes are real: ZIP codes inside, so Sedgwick (Wichita) outweighs Reno outweighs Kingman.
    const size = (text: string) => searchPlaces(shipped, text)[0]?.size ?? 0;
    expect(size('Sedgwick County, KS')).toBeGreaterThan(size('Reno County, KS'));
    expect(size('Reno County, KS')).toBeGreaterThan(size('Kingman County, KS'));
    expect(size('Kingman County, KS')).toBeGreaterThan(1);
  });
});

describe('what a county-level place really is', () => {
  const areas = placesOf([
    ['Caddo', 'LA', 'p', 32.58, -93.88, 26],
    ['Caddo', 'OK', 'c', 35.17, -98.38, 14],
    ['Baltimore', 'MD', 'c', 39.46, -76.64, 54],
    ['Baltimore', 'MD', 'i', 39.31, -76.62, 44],
    ['Baltimore', 'MD', 't', 39.31, -76.62, 50],
    ['Carson City', 'NV', 'i', 39.15, -119.75, 9],
    ['Juneau', 'AK', 'y', 58.45, -134.13, 8],
    ['Bethel', 'AK', 'a', 60.95, -159.52, 26],
    ['Kenai Peninsula', 'AK', 'b', 60.35, -151.26, 20],
    ['Anchorage', 'AK', 'm', 61.15, -149.11, 29],
    ['Matanuska-Susitna', 'AK', 'b', 62.31, -149.57, 13],
    ['District of Columbia', 'DC', 'd', 38.9, -77.02, 280],
  ]);
  const found = (text: string) => searchPlaces(areas, text).map(placeLabel);

  it('is labelled with its own word, not always "County"', () => {
    expect(areas.map(placeLabel)).toEqual([
      'Caddo Parish, LA',
      'Caddo County, OK',
      'Baltimore County, MD',
      'Baltimore (city), MD',
      'Baltimore, MD',
      'Carson City, NV',
      'Juneau City and Borough, AK',
      'Bethel Census Area, AK',
      'Kenai Peninsula Borough, AK',
      'Anchorage Municipality, AK',
      'Matanuska-Susitna Borough, AK',
      'District of Columbia, DC',
    ]);
    expect(areas.map((place) => place.kind)).toEqual([
      ...Array(4).fill('county'),
      'town',
      ...Array(7).fill('county'),
    ]);
    expect(areas[3]?.type).toBe('independent city');
  });

  it('is found by its own word, or by "county", with the word typed first', () => {
    expect(found('caddo parish')).toEqual(['Caddo Parish, LA', 'Caddo County, OK']);
    expect(found('caddo county')).toEqual(['Caddo County, OK', 'Caddo Parish, LA']);
    expect(found('Caddo County, LA')).toEqual(['Caddo Parish, LA']);
    expect(found('Baltimore County')).toEqual(['Baltimore County, MD', 'Baltimore (city), MD']);
    expect(found('baltimore city')).toEqual(['Baltimore (city), MD']);
    expect(found('Baltimore, MD')[0]).toBe('Baltimore, MD');
    expect(found('juneau city and borough')).toEqual(['Juneau City and Borough, AK']);
    expect(found('bethel census area ak')).toEqual(['Bethel Census Area, AK']);
    expect(found('matanuska susitna')).toEqual(['Matanuska-Susitna Borough, AK']);
    expect(found('district of columbia')).toEqual(['District of Columbia, DC']);
  });

  it('reads back from its own label, as the search box does with a picked suggestion', () => {
    for (const place of areas) expect(searchPlaces(areas, placeLabel(place))[0]).toBe(place);
  });
});

describe('accents', () => {
  const accented = placesOf([
    ['Doña Ana', 'NM', 'c', 32.35, -106.83, 29],
    ['Cañon City', 'CO', 't', 38.44, -105.24, 1],
    ['Dona', 'TX', 't', 30, -97, 1],
  ]);
  const found = (text: string) => searchPlaces(accented, text).map(placeLabel);

  it('are folded on both sides', () => {
    expect(found('dona ana')).toEqual(['Doña Ana County, NM']);
    expect(found('Doña Ana County, NM')).toEqual(['Doña Ana County, NM']);
    expect(found('canon city')).toEqual(['Cañon City, CO']);
    expect(found('CAÑON')).toEqual(['Cañon City, CO']);
    expect(found('don')).toEqual(['Doña Ana County, NM', 'Dona, TX']);
  });
});

describe('a name that is both a county and its seat', () => {
  const seats = placesOf([
    ['Kingman', 'KS', 'c', 37.56, -98.14, 7],
    ['Kingman', 'KS', 't', 37.6, -98.13, 1],
    ['Kingman', 'AZ', 't', 35.22, -113.93, 3],
    ['Reno', 'KS', 'c', 37.95, -98.09, 15],
    ['Reno', 'NV', 't', 39.54, -119.81, 24],
    ['Hutchinson', 'KS', 't', 38.04, -97.97, 3],
  ]);
  const found = (text: string) => searchPlaces(seats, text).map(placeLabel);

  it('lists county and town together when typed bare, bigger first by ZIP codes', () => {
    expect(found('Kingman')).toEqual(['Kingman County, KS', 'Kingman, KS', 'Kingman, AZ']);
    expect(found('Reno')).toEqual(['Reno, NV', 'Reno County, KS']);
  });

  it('puts what the words name first: the county for "county", the town for its label', () => {
    expect(found('Kingman county')).toEqual(['Kingman County, KS']);
    expect(found('Kingman, KS')).toEqual(['Kingman, KS', 'Kingman County, KS']);
    expect(found('kingman kansas')[0]).toBe('Kingman, KS');
    expect(found('Reno, KS')).toEqual(['Reno County, KS']);
  });
});
