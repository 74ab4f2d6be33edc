import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { type PlaceType, typeOf } from './countyTypes';

// Builds web/public/gazetteer/us-places.json, the offline gazetteer behind the map's place
// search (counties and towns). Run after changing the sources: `npx tsx scripts/gazetteer.ts`.
// Sources, both public US Census data redistributed on npm:
// - counties: us-atlas 3 (ISC), Census cartographic boundaries 1:10m — name, state, and a
//   point at the centroid of the county's largest polygon. What the county-level place is comes
//   from its FIPS code: Louisiana has parishes; Alaska boroughs, census areas, cities and
//   boroughs and municipalities (listed below); Virginia's county codes 500 and up, and Baltimore
//   (MD), St. Louis (MO) and Carson City (NV), are independent cities; DC is a district.
// - towns: zipcodes 8 (BSD), ZIP code centroids by city and state — a town's point is the mean
//   of its ZIP codes' points, and its ZIP count stands for its size when ranking. The data has
//   no ZIP type (standard / PO box / unique / military), so:
//   · only the 50 states and DC are kept (no APO/FPO/DPO states AA/AE/AP, no territories);
//   · unique ZIPs, which USPS names after the business or agency they serve ("Bank Of New
//     York", "Internal Revenue", "Contest Mail"), are dropped by name: a name holding a word
//     that names an organisation or a mail service rather than a place (JUNK below), a digit,
//     '&' or '/', or one of the few such names with no tell-tale word (JUNK_NAMES).
//   A county's size is the number of the kept ZIP codes whose point lies inside it, so that it
//   ranks against towns on the same footing.
// Rows: [name, state abbreviation, type, lat, lng, size], type one of PLACE_TYPES: 't' town,
// 'c' county, 'p' parish, 'b' borough, 'a' census area, 'y' city and borough, 'm' municipality,
// 'i' independent city, 'd' district (see web/src/map/gazetteer.ts).
const require = createRequire(import.meta.url);
type Named = { name: string };
const atlas = require('us-atlas/counties-10m.json') as Topology<{
  counties: GeometryCollection<Named>;
  states: GeometryCollection<Named>;
}>;
const zipcodes = require('zipcodes') as {
  codes: Record<
    string,
    { zip: string; city: string; state: string; latitude: number; longitude: number; country: string }
  >;
};
const states = require('zipcodes/lib/states.js') as { full: Record<string, string> };

type Row = [string, string, PlaceType, number, number, number];
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** Words that name a business, an agency or a mail service, never a town (whole words). */
const JUNK = new RegExp(
  `\\b(${[
    'inc',
    'co',
    'corp',
    'comp',
    'company',
    'ltd',
    'assoc',
    'assc',
    'ins',
    'insurance',
    'dept',
    'svc',
    'services?',
    'mail',
    'mailings',
    'brm',
    'crm',
    'firms?',
    'lottery',
    'tel',
    'elec',
    'pwr',
    'airlines',
    'lending',
    'express',
    'fulfill',
    'systems?',
    'syste',
    'office',
    'facility',
    'fac',
    'ctr',
    'irs',
    'internal revenue',
    'postal',
    'fund',
    'games',
    'holdouts',
    'direct',
    'bank of',
    'banks of',
    '(?:nat|natl|national|union|us|one|fargo|amsouth|centerre) bank',
    'citibank',
    'bkcard',
    'return center',
    'card center',
    'supply center',
    'medical center',
    '(?:\\w+ )telephone',
    'gen electric',
    'gas & electric',
    'university of',
  ].join('|')})\\b|[0-9&/]`,
  'i',
);
/** Unique-ZIP names with no tell-tale word, found by reading the data. */
const JUNK_NAMES = new Set(
  [
    'Philip Morris',
    'Cheeselovers',
    'Sears Roebuck',
    'Master Charge',
    'Macys Of California',
    'Buffums',
    'Parisians Inc',
    'Oxmoor House',
    'Burlington House',
    'Bmg Columbia House Acs',
    'Decorative Craft Ideas',
    'Us West',
    'Nw Natural',
    'Abmps',
    'Abumps',
    'Sbc',
    'Blue Cross Blue Shield',
    'Kelly Usa',
    'Far',
    'Mphs',
    'Nashvl',
    'Shared Firm Zip',
    'Southern Md Facility',
    'Suburb Maryland Fac',
    'Federal Communications Com',
    'Independent Elect Of Amer',
    'Cancer Fund Of America',
    'World Vision International',
    'Lions International',
    'Marine Corps Institute',
  ].map((name) => name.toLowerCase()),
);
const isJunk = (city: string) => JUNK.test(city) || JUNK_NAMES.has(city.toLowerCase());

/** Area-weighted centroid of a ring (planar: fine at county size). */
function ringCentroid(ring: number[][]): { area: number; lng: number; lat: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let index = 0; index < ring.length - 1; index++) {
    const [x0 = 0, y0 = 0] = ring[index] ?? [];
    const [x1 = 0, y1 = 0] = ring[index + 1] ?? [];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  return { area: Math.abs(area / 2), lng: x / (3 * area), lat: y / (3 * area) };
}

/** Whether a point lies inside polygons (even-odd over all rings, so holes count). */
function contains(polygons: number[][][][], lng: number, lat: number): boolean {
  let inside = false;
  for (const ring of polygons.flat()) {
    for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
      const [x0 = 0, y0 = 0] = ring[index] ?? [];
      const [x1 = 0, y1 = 0] = ring[previous] ?? [];
      if (y0 > lat !== y1 > lat && lng < ((x1 - x0) * (lat - y0)) / (y1 - y0) + x0) inside = !inside;
    }
  }
  return inside;
}

const stateNames = new Map(
  feature(atlas, atlas.objects.states).features.map((state) => [String(state.id), state.properties.name]),
);
const abbreviation = (stateFips: string) => states.full[(stateNames.get(stateFips) ?? '').toUpperCase()];

type County = {
  name: string;
  state: string;
  type: PlaceType;
  lat: number;
  lng: number;
  polygons: number[][][][];
};
const counties: County[] = [];
for (const county of feature(atlas, atlas.objects.counties).features) {
  const fips = String(county.id);
  const state = abbreviation(fips.slice(0, 2));
  if (!state || !county.geometry) continue;
  const polygons =
    county.geometry.type === 'Polygon'
      ? [county.geometry.coordinates]
      : county.geometry.type === 'MultiPolygon'
        ? county.geometry.coordinates
        : [];
  const largest = polygons
    .map((polygon) => ringCentroid(polygon[0] ?? []))
    .reduce((best, next) => (next.area > best.area ? next : best));
  counties.push({ name: county.properties.name, state, type: typeOf(fips), ...largest, polygons });
}
const kept = new Set(counties.map((county) => county.state));

const towns = new Map<string, { name: string; state: string; lat: number; lng: number; zips: number }>();
const zipsIn = new Map<County, number>();
const dropped = new Map<string, number>();
for (const code of Object.values(zipcodes.codes)) {
  if (code.country !== 'US' || !code.city || !Number.isFinite(code.latitude)) continue;
  const reason = !kept.has(code.state) ? `state ${code.state}` : isJunk(code.city) ? 'unique ZIP' : null;
  if (reason) {
    dropped.set(reason, (dropped.get(reason) ?? 0) + 1);
    continue;
  }
  const key = `${code.city.toLowerCase()}|${code.state}`;
  const town = towns.get(key) ?? { name: code.city, state: code.state, lat: 0, lng: 0, zips: 0 };
  town.lat += code.latitude;
  town.lng += code.longitude;
  town.zips++;
  towns.set(key, town);
  const county = counties.find(
    (candidate) =>
      candidate.state === code.state && contains(candidate.polygons, code.longitude, code.latitude),
  );
  if (county) zipsIn.set(county, (zipsIn.get(county) ?? 0) + 1);
}

const rows: Row[] = counties.map((county) => [
  county.name,
  county.state,
  county.type,
  round(county.lat),
  round(county.lng),
  zipsIn.get(county) ?? 0,
]);
for (const town of towns.values()) {
  rows.push([
    town.name,
    town.state,
    't',
    round(town.lat / town.zips),
    round(town.lng / town.zips),
    town.zips,
  ]);
}

const target = join(import.meta.dirname, '..', 'web', 'public', 'gazetteer', 'us-places.json');
writeFileSync(target, JSON.stringify(rows));
console.log(`${counties.length} counties, ${towns.size} towns → ${target}`);
console.log(`ZIP codes dropped: ${[...dropped].map(([reason, count]) => `${count} (${reason})`).join(', ')}`);
