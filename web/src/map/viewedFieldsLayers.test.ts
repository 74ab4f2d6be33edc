import { describe, expect, it } from 'vitest';
import { boundsOf, viewedFieldsLayers } from './viewedFieldsLayers';

const square = (west: number, south: number) => ({
  uuid: `${west}`,
  name: `Field ${west}`,
  bbox: [west, south, west + 0.01, south + 0.01],
  geometry: {
    coordinates: [
      [
        [
          [west, south],
          [west + 0.01, south],
          [west + 0.01, south + 0.01],
          [west, south],
        ],
      ],
    ],
  },
});

describe("a grower's fields shown read-only", () => {
  it('fits the map around every field of the farm', () => {
    expect(boundsOf([square(-97.5, 38.2), square(-97.25, 38.1)])).toEqual([-97.5, 38.1, -97.24, 38.21]);
  });

  it('has nothing to fit to when the farm has no fields', () => {
    expect(boundsOf([])).toBeNull();
  });

  it('keeps its layers when there is nothing to show, hidden', () => {
    const empty = viewedFieldsLayers([]);
    expect(empty.map((layer) => [layer.id, layer.props.visible])).toEqual([
      ['viewed-fields', false],
      ['viewed-field-names', false],
    ]);
    const shown = viewedFieldsLayers([square(-97.5, 38.2)]);
    expect(shown.map((layer) => layer.props.visible)).toEqual([true, true]);
  });
});
