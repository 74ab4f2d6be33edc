import { describe, expect, it } from 'vitest';
import type { NamedPoint } from './basemapData';
import { basemapLabelLayers, COUNTY_NAMES_ZOOM, namesShownAt } from './basemapLabels';

const names = {
  stateNames: [['Kansas', -98.301, 38.5]] as NamedPoint[],
  countyNames: [['Reno County', -98.041, 37.954]] as NamedPoint[],
};
const visibleAt = (zoom: number) =>
  basemapLabelLayers(names, zoom)
    .filter((layer) => layer.props.visible)
    .map((layer) => layer.id);

describe('basemap names', () => {
  it('shows state names over the whole country and county names from zoom 7', () => {
    expect(namesShownAt(5)).toBe('states');
    expect(namesShownAt(COUNTY_NAMES_ZOOM - 0.25)).toBe('states');
    expect(namesShownAt(COUNTY_NAMES_ZOOM)).toBe('counties');
    expect(visibleAt(5)).toEqual(['basemap-state-names']);
    expect(visibleAt(8)).toEqual(['basemap-county-names']);
    expect(visibleAt(14)).toEqual(['basemap-county-names']);
  });

  it('keeps the same data at every zoom, so deck builds the text once', () => {
    const [states5, counties5] = basemapLabelLayers(names, 5);
    const [states9, counties9] = basemapLabelLayers(names, 9);
    expect(states9?.props.data).toBe(states5?.props.data);
    expect(counties9?.props.data).toBe(counties5?.props.data);
  });

  it('draws nothing before the data has loaded', () => {
    expect(basemapLabelLayers(null, 8)).toEqual([]);
  });
});
