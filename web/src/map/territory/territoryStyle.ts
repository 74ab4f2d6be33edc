import type { LayerProps } from 'react-map-gl/maplibre';

// The territory overview (issue 54): below zoom 11 maplibre draws the api's vector tiles, from
// zoom 11 the streamed deck.gl layers take over (fieldStreamer's MIN_FIELDS_ZOOM). Pure: the
// source's address and the layers' style, no map.
export const TERRITORY_SOURCE = 'territory';
/** The zoom the api's tiles stop at; maplibre draws zoom 10's tiles larger above it. */
export const TERRITORY_TILE_MAX_ZOOM = 10;
/** Where the streamed fields take over: the overview's layers stop here. */
export const TERRITORY_MAX_ZOOM = 11;
export const TERRITORY_FIELDS_FILL = 'territory-fields-fill';
/** Where the tiles outline every land unit (the api's LAND_UNITS_MIN_ZOOM): the dots of where fields are stop. */
export const TERRITORY_LAND_UNITS_ZOOM = 8;

/** The tiles' address on the gateway, absolute: maplibre fetches them from a worker. */
export const territoryTiles = (origin: string) => [`${origin}/tiles/territory/{z}/{x}/{y}.mvt`];

export const territoryLayers: LayerProps[] = [
  {
    id: 'territory-land-units',
    type: 'line',
    source: TERRITORY_SOURCE,
    'source-layer': 'land_units',
    minzoom: TERRITORY_LAND_UNITS_ZOOM,
    maxzoom: TERRITORY_MAX_ZOOM,
    paint: { 'line-color': '#dee2e6', 'line-opacity': 0.45, 'line-width': 0.5 },
  },
  {
    // Each field filled with its crop's colour…
    id: TERRITORY_FIELDS_FILL,
    type: 'fill',
    source: TERRITORY_SOURCE,
    'source-layer': 'fields',
    maxzoom: TERRITORY_MAX_ZOOM,
    paint: { 'fill-color': ['get', 'crop_color'], 'fill-opacity': 0.85 },
  },
  {
    // …and outlined in its grower's, thick enough to tell at zoom 8.
    id: 'territory-fields-grower',
    type: 'line',
    source: TERRITORY_SOURCE,
    'source-layer': 'fields',
    maxzoom: TERRITORY_MAX_ZOOM,
    paint: {
      'line-color': ['get', 'grower_color'],
      'line-width': ['interpolate', ['linear'], ['zoom'], 5, 1, 10, 2.5],
    },
  },
];

export type LegendEntry = { name: string; color: string };
export type TerritoryLegend = { crops: LegendEntry[]; growers: LegendEntry[] };

/** The legend of the fields drawn: each crop and each grower once, by name. */
export function legendOf(features: { properties: Record<string, unknown> | null }[]): TerritoryLegend {
  const crops = new Map<string, string>();
  const growers = new Map<string, string>();
  for (const { properties } of features) {
    const { crop, crop_color, grower, grower_color } = properties ?? {};
    if (typeof crop === 'string' && typeof crop_color === 'string') crops.set(crop, crop_color);
    if (typeof grower === 'string' && typeof grower_color === 'string') growers.set(grower, grower_color);
  }
  const sorted = (entries: Map<string, string>) =>
    [...entries].map(([name, color]) => ({ name, color })).sort((a, b) => a.name.localeCompare(b.name));
  return { crops: sorted(crops), growers: sorted(growers) };
}
