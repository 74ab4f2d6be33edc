import { encodeLine } from '@field-boundaries/contract/polyline';
import { describe, expect, it } from 'vitest';
import { type BasemapFile, basemapOf, namesIn } from './basemapData';

const file: BasemapFile = {
  scale: 1000,
  states: [
    encodeLine(
      [
        [-102.051, 40.003],
        [-94.618, 40.003],
      ],
      1000,
    ),
  ],
  counties: [
    encodeLine(
      [
        [-97.807, 37.733],
        [-97.807, 38.174],
      ],
      1000,
    ),
    // A line that rounded onto a single point: nothing to draw.
    encodeLine([[-97, 38]], 1000),
  ],
  stateNames: [['Kansas', -98.301, 38.5]],
  countyNames: [
    ['Reno County', -98.041, 37.954],
    ['Sedgwick County', -97.429, 37.694],
    ['Sedgwick County', -102.485, 40.876],
  ],
};

describe('the offline basemap', () => {
  it('turns the shipped lines into one MultiLineString per kind for MapLibre', () => {
    const basemap = basemapOf(file);
    expect(basemap.stateLines.features).toHaveLength(1);
    expect(basemap.stateLines.features[0]?.geometry).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [-102.051, 40.003],
          [-94.618, 40.003],
        ],
      ],
    });
    expect(basemap.countyLines.features[0]?.geometry.coordinates).toEqual([
      [
        [-97.807, 37.733],
        [-97.807, 38.174],
      ],
    ]);
    expect(basemap.countyNames).toBe(file.countyNames);
  });

  it('names the places whose label lies in view', () => {
    const southCentralKansas = { west: -98.6, south: 37.4, east: -97.1, north: 38.3 };
    expect(namesIn(file.countyNames, southCentralKansas)).toEqual(['Reno County', 'Sedgwick County']);
    expect(namesIn(file.countyNames, { west: -80, south: 30, east: -79, north: 31 })).toEqual([]);
  });
});
