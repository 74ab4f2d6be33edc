import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';

// The default basemap: a ground colour with state and county lines, drawn by MapLibre from
// data the product ships (basemapData.ts), so nothing is fetched from the internet. The
// sources start empty and are filled once the data has loaded (useOfflineBasemap.ts); names
// are deck.gl text (basemapLabels.ts), since MapLibre's own text needs font files we do not ship.
export const GROUND = '#2b3a2b';
export const STATE_LINES = 'state-lines';
export const COUNTY_LINES = 'county-lines';

const empty: GeoJSONSourceSpecification = {
  type: 'geojson',
  data: { type: 'FeatureCollection', features: [] },
};

export const offlineStyle: StyleSpecification = {
  version: 8,
  sources: { [STATE_LINES]: empty, [COUNTY_LINES]: empty },
  layers: [
    { id: 'ground', type: 'background', paint: { 'background-color': GROUND } },
    {
      // Below zoom 6 the whole country's 3,000 counties would be a grey haze.
      id: COUNTY_LINES,
      type: 'line',
      source: COUNTY_LINES,
      minzoom: 6,
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': '#c3d1b3',
        'line-opacity': ['interpolate', ['linear'], ['zoom'], 6, 0.3, 9, 0.6],
        'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.5, 10, 1, 14, 1.5],
      },
    },
    {
      id: STATE_LINES,
      type: 'line',
      source: STATE_LINES,
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': '#e8efdc',
        'line-opacity': 0.8,
        'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.8, 8, 1.75, 14, 2.5],
      },
    },
  ],
};
