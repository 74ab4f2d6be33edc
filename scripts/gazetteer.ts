import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

// Builds web/public/gazetteer/us-places.json, the offline gazetteer behind the map's place
// search (counties and towns). Run after changing the sources: `npx tsx scripts/gazetteer.ts`.
// Sources, both public US Census data redistributed on npm:
// - counties: us-atlas 3 (ISC), Census cartographic boundaries 1:10m — name, state, and a
//   point at the centroid of the county's largest polygon;
// - towns: zipcodes 8 (BSD), ZIP code centroids by city and state — a town's point is the mean
//   of its ZIP codes' points, and its ZIP count stands for its size when ranking.
// Rows: [name, state abbreviation, 'c' (county) | 't' (town), lat, lng, size].
const require = createRequire(import.meta.url);
const counties = require('us-atlas/counties-10m.json') as Topology;
const zipcodes = require('zipcodes') as {
  codes: Record<
    string,
    { city: string; state: string; latitude: number; longitude: number; country: string }
  >;
};
const states = require('zipcodes/lib/states.js') as { full: Record<string, string> };

type Row = [string, string, 'c' | 't', number, number, number];
const round = (value: number) => Math.round(value * 1e4) / 1e4;

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

const stateNames = new Map(
  (feature(counties, counties.objects.states as GeometryCollection).features ?? []).map((state) => [
    String(state.id),
    String(state.properties?.name ?? ''),
  ]),
);
const abbreviation = (stateFips: string) => states.full[(stateNames.get(stateFips) ?? '').toUpperCase()];

const rows: Row[] = [];
for (const county of feature(counties, counties.objects.counties as GeometryCollection).features) {
  const state = abbreviation(String(county.id).slice(0, 2));
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
  rows.push([String(county.properties?.name), state, 'c', round(largest.lat), round(largest.lng), 0]);
}

const towns = new Map<string, { name: string; state: string; lat: number; lng: number; zips: number }>();
for (const code of Object.values(zipcodes.codes)) {
  if (code.country !== 'US' || !code.city || !Number.isFinite(code.latitude)) continue;
  const key = `${code.city.toLowerCase()}|${code.state}`;
  const town = towns.get(key) ?? { name: code.city, state: code.state, lat: 0, lng: 0, zips: 0 };
  town.lat += code.latitude;
  town.lng += code.longitude;
  town.zips++;
  towns.set(key, town);
}
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
console.log(`${rows.filter((row) => row[2] === 'c').length} counties, ${towns.size} towns → ${target}`);
