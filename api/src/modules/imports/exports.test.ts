import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { checkBoundaryShape } from '../boundaries/rules';
import { readBoundaryFile } from './files';
import { base64, collection, farmOf, feature, square } from './geojson.testing';

// A farm's fields out as files: each format imports again as the same fields, and the Shapefile is
// laid out as John Deere Operations Center files boundaries (files.ts names the layout's source).

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('exporting boundaries', () => {
  it('exports GeoJSON, KML and a zipped Shapefile that import again as the same fields', async () => {
    const grower = await api.session({ plan: 'B' });
    const farm = await farmOf(api, grower.access);
    await api.call(grower.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: base64(
        JSON.stringify(
          collection(feature('Creek', square(-97.5, 38.4)), feature('Hill', square(-97.51, 38.4))),
        ),
      ),
      legal_confirmed: true,
    });
    for (const format of ['geojson', 'kml', 'shapefile'] as const) {
      const response = await fetch(`${api.url}/farms/${farm}/fields/export/?format=${format}`, {
        headers: { authorization: `Bearer ${grower.access}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /attachment; filename=".+-fields\.(geojson|kml|zip)"/,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      const { features } = await readBoundaryFile(format, bytes);
      expect(features.map((each) => each.name).sort()).toEqual(['Creek', 'Hill']);
      for (const each of features) expect(checkBoundaryShape(each.geometry).ok).toBe(true);
    }
  });

  it('exports a Shapefile laid out as John Deere Operations Center files boundaries: CLIENT_NAM, FARM_NAME, FIELD_NAME first', async () => {
    const grower = await api.session({ plan: 'B' });
    const farm = (await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Prairie Creek' }))
      .body.id;
    await api.call(grower.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: base64(JSON.stringify(collection(feature('O’Brien 80', square(-97.7, 38.6))))),
      legal_confirmed: true,
    });
    const response = await fetch(`${api.url}/farms/${farm}/fields/export/?format=shapefile`, {
      headers: { authorization: `Bearer ${grower.access}` },
    });
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual([
      'fields.cpg',
      'fields.dbf',
      'fields.prj',
      'fields.shp',
      'fields.shx',
    ]);
    // The table as any DBF reader sees it: the columns in order, each field's client, farm and name.
    const { openDbf } = await import('shapefile');
    const dbf = await openDbf(
      new Uint8Array(await (zip.file('fields.dbf') as JSZip.JSZipObject).async('uint8array')),
      { encoding: 'utf-8' },
    );
    const row = await dbf.read();
    expect(Object.keys(row.value ?? {}).slice(0, 4)).toEqual([
      'CLIENT_NAM',
      'FARM_NAME',
      'FIELD_NAME',
      'name',
    ]);
    expect(row.value).toMatchObject({
      CLIENT_NAM: 'Prairie Creek',
      FARM_NAME: 'Prairie Creek',
      FIELD_NAME: 'O’Brien 80',
    });
    expect((await zip.file('fields.prj')?.async('string')) ?? '').toMatch(/^GEOGCS\["GCS_WGS_1984"/);
  });
});
