import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// Export then import, in each format, gives back the same fields: a split field, a field of two
// parts, a field with a hole, names in any script, crop, trait and building label, and acres
// within 0.01.
type Field = {
  uuid: string;
  name: string;
  area: number;
  crop: number | null;
  crop_trait: number | null;
  is_building: boolean;
};
type Report = { taken: number; refused: number; features: { name: string; reason: string | null }[] };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const ring = (west: number, south: number, width: number, height: number) => [
  [west, south],
  [west + width, south],
  [west + width, south + height],
  [west, south + height],
  [west, south],
];
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

async function farmOf(access: string, name: string): Promise<number> {
  return (await api.call<{ id: number }>(access, 'POST', '/farms/', { name })).body.id;
}

async function fieldsOf(access: string, farm: number): Promise<Field[]> {
  const fields = (await api.call<Field[]>(access, 'GET', `/farms/${farm}/fields/`)).body;
  return fields.sort((a, b) => a.name.localeCompare(b.name));
}

describe('exact round trips', () => {
  it('gives back the same fields through GeoJSON, KML, a zipped Shapefile, FlatGeobuf, GeoPackage and CSV (WKT)', async () => {
    const grower = await api.session({ plan: 'B' });
    await api.db.query('UPDATE users SET legal_notice = true WHERE uuid = $1', [grower.uuid]);
    const home = await farmOf(grower.access, 'Home');
    const [corn] = await api.db.query<{ id: number; trait: number }>(
      `SELECT c.id, t.id AS trait FROM crops c JOIN crop_traits t ON t.crop_id = c.id
       WHERE t.trait_name <> 'Conventional' ORDER BY c.id, t.id LIMIT 1`,
    );
    const west = -97.6;
    const file = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: "O'Brien & Sons – Creek #2" },
          geometry: { type: 'Polygon', coordinates: [ring(west, 38.3, 0.004, 0.003)] },
        },
        {
          type: 'Feature',
          properties: { name: 'Żółta łąka – 北の畑' },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [[ring(west, 38.31, 0.003, 0.002)], [ring(west + 0.005, 38.31, 0.002, 0.002)]],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Pond field' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              ring(west, 38.32, 0.004, 0.003),
              ring(west + 0.001, 38.321, 0.001, 0.001).reverse(),
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Shed' },
          geometry: { type: 'Polygon', coordinates: [ring(west + 0.01, 38.3, 0.0005, 0.0005)] },
        },
      ],
    };
    const first = await api.call<Report>(grower.access, 'POST', `/farms/${home}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(file)),
    });
    expect(first.body.taken).toBe(4);
    const made = await fieldsOf(grower.access, home);
    const byName = (name: string) => made.find((each) => each.name === name) as Field;
    await api.call(grower.access, 'PATCH', `/farms/fields/${byName("O'Brien & Sons – Creek #2").uuid}/`, {
      crop: corn?.id,
      crop_trait: corn?.trait,
    });
    await api.call(grower.access, 'PATCH', `/farms/fields/${byName('Shed').uuid}/`, { is_building: true });
    // A split across the first field: its pieces, with the cut's corners, go out and come back.
    const split = await api.call(
      grower.access,
      'POST',
      `/farms/fields/${byName("O'Brien & Sons – Creek #2").uuid}/split/`,
      {
        line: [
          [west + 0.0013, 38.2995],
          [west + 0.0027, 38.3035],
        ],
      },
    );
    expect(split.status).toBe(200);
    const before = await fieldsOf(grower.access, home);
    expect(before).toHaveLength(5);

    for (const format of ['geojson', 'kml', 'shapefile', 'flatgeobuf', 'geopackage', 'csv'] as const) {
      const response = await fetch(`${api.url}/farms/${home}/fields/export/?format=${format}`, {
        headers: { authorization: `Bearer ${grower.access}` },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (format === 'shapefile') {
        const zip = await JSZip.loadAsync(bytes);
        expect(await zip.file('fields.cpg')?.async('string')).toBe('UTF-8');
      }
      // Into a farm of its own, each field asked for although the account holds it already.
      const copy = await farmOf(grower.access, `Copy ${format}`);
      const back = await api.call<Report>(grower.access, 'POST', `/farms/${copy}/fields/import/`, {
        format,
        content: base64(bytes),
        import_anyway: before.map((_, index) => index + 1),
      });
      // Each says only which field it repeats: nothing was lost or changed on the way.
      const onlyRepeats = (each: { name: string; reason: string | null }) =>
        each.reason?.startsWith(`Same boundary as "${each.name}" in `) &&
        each.reason.endsWith('(within 1 m), imported as you chose.');
      expect(back.body.features.filter((each) => !onlyRepeats(each))).toEqual([]);
      expect(back.body.taken).toBe(5);
      const after = await fieldsOf(grower.access, copy);
      expect(
        after.map(({ name, crop, crop_trait, is_building }) => ({ name, crop, crop_trait, is_building })),
      ).toEqual(
        before.map(({ name, crop, crop_trait, is_building }) => ({ name, crop, crop_trait, is_building })),
      );
      for (const [index, field] of after.entries())
        expect(Math.abs(field.area - (before[index]?.area ?? 0))).toBeLessThanOrEqual(0.01);
    }
  }, 60_000);
});
