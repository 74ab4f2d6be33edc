import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { encodeLine } from '@field-boundaries/contract/polyline';
import type { MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { BasemapFile } from '../web/src/map/basemap/basemapData';
import { BASEMAP_SCALE } from '../web/src/map/basemap/basemapData';
import { labelPoint, ringArea } from '../web/src/map/basemap/labelPoint';
import { placeName, placesOf } from '../web/src/map/gazetteer';
import { typeOf } from './countyTypes';

// Builds web/public/basemap/us-borders.json, the offline map's state and county lines and
// names (web/src/map/basemap/). Run after changing the source: `npx tsx scripts/basemap.ts`.
// Source: us-atlas 3 (ISC), Census cartographic boundaries 1:10m, as for the gazetteer.
// Lines are topojson meshes, so a border shared by two counties is drawn once: state lines are
// every state edge (coasts and the national border included); county lines are the edges
// between two counties of one state (a state line already draws the others). Positions are
// rounded to 1e-3° (~100 m): the source's own step is ~0.0036° of longitude and ~0.0009° of
// latitude, so little is lost, and they travel as encoded polylines (contract/src/polyline.ts).
const require = createRequire(import.meta.url);
type Named = { name: string };
const atlas = require('us-atlas/counties-10m.json') as Topology<{
  counties: GeometryCollection<Named>;
  states: GeometryCollection<Named>;
}>;

const round = (value: number) => Math.round(value * BASEMAP_SCALE) / BASEMAP_SCALE;
const linesOf = (geometry: MultiLineString) =>
  geometry.coordinates
    .map((line) => encodeLine(line as [number, number][], BASEMAP_SCALE))
    .filter((text) => text.length > 4); // a line that rounds to one point draws nothing

/** The label point of a state's or county's largest part. */
function pointOf(geometry: Polygon | MultiPolygon | null): [number, number] | null {
  if (!geometry) return null;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const largest = polygons.reduce((best, next) =>
    ringArea(next[0] ?? []) > ringArea(best[0] ?? []) ? next : best,
  );
  const [lng, lat] = labelPoint(largest);
  return [round(lng), round(lat)];
}

const stateFeatures = feature(atlas, atlas.objects.states).features;
const sameState = (a: { id?: string | number }, b: { id?: string | number }) =>
  a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2);

const file: BasemapFile = {
  scale: BASEMAP_SCALE,
  states: linesOf(mesh(atlas, atlas.objects.states)),
  counties: linesOf(mesh(atlas, atlas.objects.counties, sameState)),
  stateNames: [],
  countyNames: [],
};
for (const state of stateFeatures) {
  const point = pointOf(state.geometry as Polygon | MultiPolygon | null);
  if (point) file.stateNames.push([state.properties.name, ...point]);
}
for (const county of feature(atlas, atlas.objects.counties).features) {
  const point = pointOf(county.geometry as Polygon | MultiPolygon | null);
  if (!point) continue;
  const [place] = placesOf([[county.properties.name, '', typeOf(String(county.id)), 0, 0, 0]]);
  if (place) file.countyNames.push([placeName(place), ...point]);
}

const folder = join(import.meta.dirname, '..', 'web', 'public', 'basemap');
mkdirSync(folder, { recursive: true });
const target = join(folder, 'us-borders.json');
const text = JSON.stringify(file);
writeFileSync(target, text);
console.log(
  `${file.states.length} state lines, ${file.counties.length} county lines, ${file.stateNames.length} states, ` +
    `${file.countyNames.length} counties → ${target} (${Math.round(text.length / 1024)} KB)`,
);
