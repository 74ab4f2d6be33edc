import { createRequire } from 'node:module';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

// Where a report's field is, as a record asks (7 CFR 110.3(a)(3): "the location of the
// application", which (a)(3)(ii) lets a map or written description identify): the state and county
// holding the field's centre, and the centre itself. Counties are the US Census cartographic boundaries (1:10m) that us-atlas
// redistributes, the same data as the map's place search; they are read once, on first use.

export type FieldLocation = {
  /** 'Kansas', or null outside the states' boundaries (offshore, or outside the US). */
  state: string | null;
  /** 'Reno County' (or Parish, Borough, …, as its name reads), or null where none holds the point. */
  county: string | null;
  /** The 5-digit county FIPS code ('20155'), or null. */
  countyFips: string | null;
  lat: number;
  lng: number;
};

type County = { fips: string; name: string; shape: Feature<Polygon | MultiPolygon>; box: number[] };

let counties: { list: County[]; states: Map<string, string> } | null = null;

function load() {
  if (counties) return counties;
  const require = createRequire(import.meta.url);
  const topology = require('us-atlas/counties-10m.json') as Topology<{
    counties: GeometryCollection<{ name: string }>;
    states: GeometryCollection<{ name: string }>;
  }>;
  const states = new Map(
    topology.objects.states.geometries.map((state) => [
      String(state.id),
      (state.properties as { name?: string } | null)?.name ?? '',
    ]),
  );
  const list = feature(topology, topology.objects.counties).features.flatMap((county): County[] => {
    if (county.geometry.type !== 'Polygon' && county.geometry.type !== 'MultiPolygon') return [];
    const shape = county as Feature<Polygon | MultiPolygon>;
    const name = (county.properties as { name?: string } | null)?.name ?? '';
    return [{ fips: String(county.id), name, shape, box: boxOf(shape) }];
  });
  counties = { list, states };
  return counties;
}

function boxOf(shape: Feature<Polygon | MultiPolygon>): number[] {
  const rings = shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of rings)
    for (const [lng = 0, lat = 0] of polygon[0] ?? []) {
      box[0] = Math.min(box[0] ?? lng, lng);
      box[1] = Math.min(box[1] ?? lat, lat);
      box[2] = Math.max(box[2] ?? lng, lng);
      box[3] = Math.max(box[3] ?? lat, lat);
    }
  return box;
}

/** What Census calls a county-level place in a state: parishes in Louisiana, boroughs in Alaska. */
function countyWord(stateFips: string, name: string): string {
  if (/(City|Borough|Census Area|Municipality|District of Columbia)$/.test(name)) return name;
  if (stateFips === '22') return `${name} Parish`;
  if (stateFips === '02') return `${name} Borough`;
  return `${name} County`;
}

/** The state and county at a point (the field's centre), and the point. */
export function locationAt(lat: number, lng: number): FieldLocation {
  const { list, states } = load();
  const point: [number, number] = [lng, lat];
  const county = list.find(
    (each) =>
      lng >= (each.box[0] ?? 0) &&
      lng <= (each.box[2] ?? 0) &&
      lat >= (each.box[1] ?? 0) &&
      lat <= (each.box[3] ?? 0) &&
      booleanPointInPolygon(point, each.shape),
  );
  const stateFips = county?.fips.slice(0, 2) ?? null;
  return {
    state: stateFips ? (states.get(stateFips) ?? null) : null,
    county: county && stateFips ? countyWord(stateFips, county.name) : null,
    countyFips: county?.fips ?? null,
    lat: Math.round(lat * 1e5) / 1e5,
    lng: Math.round(lng * 1e5) / 1e5,
  };
}
