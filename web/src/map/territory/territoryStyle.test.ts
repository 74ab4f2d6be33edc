import { describe, expect, it } from 'vitest';
import { legendOf, territoryTiles } from './territoryStyle';

describe('the territory overview', () => {
  it('names each crop and grower drawn once, by name, with the colour the map uses', () => {
    const field = (crop: string, cropColor: string, grower: string, growerColor: string) => ({
      properties: { crop, crop_color: cropColor, grower, grower_color: growerColor },
    });
    expect(
      legendOf([
        field('soybean', '#267000', 'Dana Miller', '#1c7ed6'),
        field('corn', '#ffd300', 'Dana Miller', '#1c7ed6'),
        field('corn', '#ffd300', 'Ali Baker', '#e8590c'),
        { properties: null },
      ]),
    ).toEqual({
      crops: [
        { name: 'corn', color: '#ffd300' },
        { name: 'soybean', color: '#267000' },
      ],
      growers: [
        { name: 'Ali Baker', color: '#e8590c' },
        { name: 'Dana Miller', color: '#1c7ed6' },
      ],
    });
  });

  it("asks the gateway's own origin for tiles, with maplibre's placeholders kept as they are", () => {
    expect(territoryTiles('https://fields.example')).toEqual([
      'https://fields.example/tiles/territory/{z}/{x}/{y}.mvt',
    ]);
  });
});
