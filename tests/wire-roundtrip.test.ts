import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { nodeFieldsPage } from '../api/src/modules/clu/store';
import { startTestApi, type TestApi } from '../api/src/testing';
import { decodeRingInto, ringVertexCount } from '../web/src/map/wire';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await writeDemoRegion(api.db, 2000);
});
afterAll(() => api?.close());

// PostGIS encodes CLU rings for the node streams and the browser decodes them: both sides, on
// the demo shapes as stored.
describe('CLU wire format, database to browser', () => {
  it('gives back every ring of the demo region to within 1e-6° (about 0.1 m)', async () => {
    const stored = await api.db.query<{ uuid: string; geojson: string; node_id: number }>(
      'SELECT uuid, node_id, ST_AsGeoJSON(geom) AS geojson FROM clu_fields',
    );
    const coordinates = new Map(
      stored.map((row) => [
        row.uuid,
        (JSON.parse(row.geojson) as { coordinates: number[][][][] }).coordinates,
      ]),
    );
    let rings = 0;
    for (const node of new Set(stored.map((row) => Number(row.node_id)))) {
      for (const field of await nodeFieldsPage(api.db, node, 0, 10_000, null, false)) {
        const polygons = JSON.parse(field.polygons) as string[][];
        const expected = coordinates.get(field.uuid) ?? [];
        expect(polygons).toHaveLength(expected.length);
        polygons.forEach((polygon, p) => {
          polygon.forEach((text, r) => {
            const ring = expected[p]?.[r] ?? [];
            const count = ringVertexCount(text);
            expect(count).toBe(ring.length);
            const decoded = new Float64Array(count * 2);
            expect(decodeRingInto(text, decoded, 0)).toBe(count);
            ring.forEach(([lng = 0, lat = 0], index) => {
              expect(Math.abs((decoded[index * 2] as number) - lng)).toBeLessThan(5.1e-7);
              expect(Math.abs((decoded[index * 2 + 1] as number) - lat)).toBeLessThan(5.1e-7);
            });
            rings++;
          });
        });
      }
    }
    expect(rings).toBeGreaterThanOrEqual(2000);
  });
});
