import { describe, expect, it } from 'vitest';
import { boundsOf, viewedFieldsLayers } from './viewedFieldsLayers';

const square = (west: number, south: number) => ({
  uuid: `${west}`,
  name: `Field ${west}`,
  area: 160,
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
    const empty = viewedFieldsLayers([], 14);
    expect(empty.map((layer) => [layer.id, layer.props.visible])).toEqual([
      ['viewed-fields', false],
      ['viewed-field-names', false],
    ]);
    const shown = viewedFieldsLayers([square(-97.5, 38.2)], 14);
    expect(shown.map((layer) => layer.props.visible)).toEqual([true, true]);
  });

  it('names only the fields whose names fit beside a larger one’s, more as the map zooms in', () => {
    // Eight fields 0.001° apart, the west one largest: at zoom 12 their names would overlap.
    const row = Array.from({ length: 8 }, (_, at) => ({
      ...square(-97.5 + at * 0.001, 38.2),
      area: 80 - at,
    }));
    const names = (zoom: number) =>
      ((viewedFieldsLayers(row, zoom)[1]?.props.data ?? []) as { uuid: string }[]).map((field) => field.uuid);
    expect(names(12)).toEqual(['-97.5']);
    expect(names(19)).toHaveLength(8);
  });
});
