import { describe, expect, it } from 'vitest';
import { boundaryOf, everyPart, partFeatures } from './boundaryFeatures';
import type { Coordinates } from './vertexEdits';

const boundary: Coordinates = [
  [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
  [
    [
      [2, 2],
      [3, 2],
      [3, 3],
      [2, 2],
    ],
  ],
];

describe('a boundary as the editing layer takes it', () => {
  it('is one polygon per part, and comes back as the same boundary', () => {
    const collection = partFeatures(boundary);
    expect(collection.features.map((feature) => feature.geometry.type)).toEqual(['Polygon', 'Polygon']);
    expect(boundaryOf(collection)).toEqual(boundary);
  });

  it('is the same object for the same boundary, and the selection the same array', () => {
    expect(partFeatures(boundary)).toBe(partFeatures(boundary));
    expect(everyPart(2)).toBe(everyPart(2));
    expect(everyPart(2)).toEqual([0, 1]);
  });

  it('drops 3D heights and features that are not polygons', () => {
    const edited = {
      features: [
        {
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0, 5],
                [1, 0, 5],
                [1, 1, 5],
                [0, 0, 5],
              ],
            ],
          },
        },
        { geometry: { type: 'Point', coordinates: [0, 0] } },
      ],
    };
    expect(boundaryOf(edited)).toEqual([boundary[0]]);
  });
});
