import { decodeLine } from '@field-boundaries/contract/polyline';
import type { FeatureCollection, MultiLineString } from 'geojson';

// The offline basemap's data (web/public/basemap/us-borders.json, built by scripts/basemap.ts):
// state and county lines as encoded polylines, and where each name goes. Pure functions.

/** Positions are rounded to 1/BASEMAP_SCALE of a degree (~100 m). */
export const BASEMAP_SCALE = 1000;

/** A name and where it is drawn: [name, lng, lat]. */
export type NamedPoint = [string, number, number];
export type BasemapFile = {
  scale: number;
  /** Every state edge: borders between states, coasts and the national border. */
  states: string[];
  /** Edges between two counties of the same state. */
  counties: string[];
  stateNames: NamedPoint[];
  /** "Reno County", "Caddo Parish", "Juneau City and Borough". */
  countyNames: NamedPoint[];
};
export type Basemap = {
  stateLines: FeatureCollection<MultiLineString>;
  countyLines: FeatureCollection<MultiLineString>;
  stateNames: NamedPoint[];
  countyNames: NamedPoint[];
};

/** One feature holding every line: MapLibre tiles it once, and a line layer draws it whole. */
function linesOf(texts: string[], scale: number): FeatureCollection<MultiLineString> {
  const coordinates = texts.map((text) => decodeLine(text, scale)).filter((line) => line.length > 1);
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates } }],
  };
}

export function basemapOf(file: BasemapFile): Basemap {
  return {
    stateLines: linesOf(file.states, file.scale),
    countyLines: linesOf(file.counties, file.scale),
    stateNames: file.stateNames,
    countyNames: file.countyNames,
  };
}

export type Bounds = { west: number; south: number; east: number; north: number };

/** The names whose point lies in the view. */
export function namesIn(points: NamedPoint[], bounds: Bounds): string[] {
  return points
    .filter(
      ([, lng, lat]) =>
        lng >= bounds.west && lng <= bounds.east && lat >= bounds.south && lat <= bounds.north,
    )
    .map(([name]) => name);
}

let loading: Promise<Basemap> | null = null;

/** The basemap, fetched from the product itself once. */
export function loadBasemap(): Promise<Basemap> {
  loading ??= fetch('/basemap/us-borders.json')
    .then((response) => {
      if (!response.ok) throw new Error(`basemap: ${response.status}`);
      return response.json() as Promise<BasemapFile>;
    })
    .then(basemapOf)
    .catch((error: unknown) => {
      loading = null; // a later map may try again
      throw error;
    });
  return loading;
}
