import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { base64, collection, farmOf, feature, square } from './geojson.testing';

// A file's lines and points (a fence, a ditch, a guidance line, a label or sampling point) are no
// field boundaries: each is reported as skipped and why, counted apart, and never as a refusal.
type Report = {
  taken: number;
  refused: number;
  skipped: number;
  not_boundaries: number;
  written: boolean;
  features: { number: number; name: string; status: string; reason: string | null; acres: number | null }[];
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('lines and points in a boundary file', () => {
  it('counts lines and points as skipped, not field boundaries, never as refusals, and names the field beside its label point as the file does', async () => {
    const grower = await api.session({ plan: 'B' });
    await api.db.query('UPDATE users SET legal_notice = true WHERE uuid = $1', [grower.uuid]);
    const farm = await farmOf(api, grower.access);
    const geojson = collection(
      feature('West 40', square(-98.6, 39.6)),
      // ArcGIS writes a label point with its field's name; a survey, its fence and sampling points.
      feature('West 40', { type: 'Point', coordinates: [-98.598, 39.602] }),
      feature('North fence', {
        type: 'LineString',
        coordinates: [
          [-98.6, 39.605],
          [-98.59, 39.605],
        ],
      }),
      feature('Samples', {
        type: 'MultiPoint',
        coordinates: [
          [-98.599, 39.601],
          [-98.598, 39.602],
        ],
      }),
      feature(null, {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Point', coordinates: [-98.599, 39.601] },
          {
            type: 'LineString',
            coordinates: [
              [-98.6, 39.6],
              [-98.59, 39.6],
            ],
          },
        ],
      }),
    );
    const report = await api.call<Report & { skipped: number; not_boundaries: number }>(
      grower.access,
      'POST',
      `/farms/${farm}/fields/import/`,
      { format: 'geojson', content: base64(JSON.stringify(geojson)) },
    );
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ taken: 1, refused: 0, skipped: 0, not_boundaries: 4 });
    expect(report.body.features.map((each) => [each.name, each.status, each.reason])).toEqual([
      ['West 40', 'taken', null],
      ['West 40', 'skipped', 'Skipped: not a field boundary (a point: a marker, label or sampling point).'],
      [
        'North fence',
        'skipped',
        'Skipped: not a field boundary (a line: a fence, ditch, tile line or guidance line).',
      ],
      ['Samples', 'skipped', 'Skipped: not a field boundary (a point: a marker, label or sampling point).'],
      ['Feature 5', 'skipped', 'Skipped: not a field boundary (points and lines, with no area).'],
    ]);
    // A KML of a fence only: read, nothing refused, nothing taken, and the fence said to be no field.
    const kml = `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>
      <Placemark><name>Tile line</name><LineString><coordinates>-98.6,39.61,0 -98.59,39.61,0</coordinates></LineString></Placemark>
    </Document></kml>`;
    const fence = await api.call<Report & { not_boundaries: number }>(
      grower.access,
      'POST',
      `/farms/${farm}/fields/import/`,
      { format: 'kml', content: base64(kml), dry_run: true },
    );
    expect(fence.status).toBe(200);
    expect(fence.body).toMatchObject({ taken: 0, refused: 0, not_boundaries: 1 });
    expect(fence.body.features[0]).toMatchObject({ name: 'Tile line', status: 'skipped' });
  });
});
