import type { StyleSpecification } from 'maplibre-gl';

/** The default basemap: a plain ground colour, no tiles, nothing fetched from the internet. */
export const offlineStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'ground', type: 'background', paint: { 'background-color': '#2b3a2b' } }],
};
