import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import write from '@mapbox/shp-write/src/write.js';
import { serialize } from 'flatgeobuf/lib/mjs/geojson.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing';
import { importFile } from './import';

// Fixtures are written per run in the real formats: GeoJSON, FlatGeobuf, and an ESRI
// Shapefile in USDA's Albers projection (EPSG:5070) with its .prj.
let api: TestApi;
const dir = mkdtempSync(join(tmpdir(), 'clu-import-'));

const square = (lng: number, lat: number, size = 0.009): number[][][] => [
  [
    [lng, lat],
    [lng + size, lat],
    [lng + size, lat + size * 0.8],
    [lng, lat + size * 0.8],
    [lng, lat],
  ],
];
const bowTie = [
  [
    [-97.5, 38.1],
    [-97.49, 38.11],
    [-97.49, 38.1],
    [-97.5, 38.11],
    [-97.5, 38.1],
  ],
];
const collection = (features: { id: string; coordinates: number[][][] }[]) => ({
  type: 'FeatureCollection' as const,
  features: features.map(({ id, coordinates }) => ({
    type: 'Feature' as const,
    properties: { CLU_ID: id, STATEFP: '20', COUNTYFP: '155' },
    geometry: { type: 'Polygon' as const, coordinates },
  })),
});
const fields = collection([
  { id: 'a', coordinates: square(-97.52, 38.02) },
  { id: 'b', coordinates: square(-97.5, 38.02) },
  { id: 'c', coordinates: square(-97.48, 38.02) },
]);

// NAD83 / Conus Albers, as USDA ships it.
const ALBERS_WKT =
  'PROJCS["NAD_1983_Contiguous_USA_Albers",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Albers"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",-96.0],PARAMETER["Standard_Parallel_1",29.5],PARAMETER["Standard_Parallel_2",45.5],PARAMETER["Latitude_Of_Origin",23.0],UNIT["Meter",1.0]]';

function writeAlbersShapefile(path: string) {
  // An 800 m square whose south-west corner is the projection's origin: (-96°, 23°).
  const ring = [
    [0, 0],
    [0, 800],
    [800, 800],
    [800, 0],
    [0, 0],
  ];
  write([{ CLU_ID: 'origin' }], 'POLYGON', [[ring]], (error, files) => {
    if (error) throw error;
    writeFileSync(`${path}.shp`, new Uint8Array(files.shp.buffer));
    writeFileSync(`${path}.shx`, new Uint8Array(files.shx.buffer));
    writeFileSync(`${path}.dbf`, new Uint8Array(files.dbf.buffer));
    writeFileSync(`${path}.prj`, ALBERS_WKT);
  });
}

beforeAll(async () => {
  api = await startTestApi();
  writeFileSync(join(dir, 'fields.geojson'), JSON.stringify(fields));
  writeFileSync(join(dir, 'fields.fgb'), serialize(fields as never));
  writeFileSync(
    join(dir, 'mixed.geojson'),
    JSON.stringify(
      collection([
        { id: 'good', coordinates: square(-97.46, 38.02) },
        { id: 'bowtie', coordinates: bowTie },
      ]),
    ),
  );
  writeAlbersShapefile(join(dir, 'albers'));
});
afterAll(() => api?.close());

const acresOf = async (source: string) =>
  (
    await api.db.query<{
      source_key: string;
      acres: string;
      state_fips: string | null;
      lng: number;
      lat: number;
    }>(
      `SELECT source_key, acres, state_fips, ST_XMin(geom) AS lng, ST_YMin(geom) AS lat FROM clu_fields
       WHERE source = $1 ORDER BY source_key`,
      [source],
    )
  ).map((row) => ({ ...row, acres: Number(row.acres), lng: Number(row.lng), lat: Number(row.lat) }));

describe('importing boundary files', () => {
  it('imports a GeoJSON FeatureCollection with keys and FIPS codes from its properties', async () => {
    const report = await importFile(api.db, join(dir, 'fields.geojson'), {
      keyField: 'CLU_ID',
      stateField: 'STATEFP',
    });
    expect(report).toEqual({ source: 'fields', imported: 3, refused: [] });
    const rows = await acresOf('fields');
    expect(rows.map((row) => row.source_key)).toEqual(['a', 'b', 'c']);
    // 0.009° × 0.0072° at 38° N: about 791 m × 799 m, 156 acres.
    for (const row of rows) expect(row.acres).toBeGreaterThan(150);
    for (const row of rows) expect(row.acres).toBeLessThan(160);
    expect(rows[0]?.state_fips).toBe('20');
  });

  it('imports FlatGeobuf to the same shapes', async () => {
    const report = await importFile(api.db, join(dir, 'fields.fgb'), { source: 'fgb', keyField: 'CLU_ID' });
    expect(report.imported).toBe(3);
    const [geojsonRows, fgbRows] = [await acresOf('fields'), await acresOf('fgb')];
    expect(fgbRows.map((row) => row.acres)).toEqual(geojsonRows.map((row) => row.acres));
  });

  it('reprojects a Shapefile from USDA Albers (EPSG:5070) by its .prj', async () => {
    const report = await importFile(api.db, join(dir, 'albers.shp'), { keyField: 'CLU_ID' });
    expect(report).toEqual({ source: 'albers', imported: 1, refused: [] });
    const [row] = await acresOf('albers');
    // The origin of the projection is (-96°, 23°); Albers is equal-area: 640,000 m² = 158.15 acres.
    expect(row?.lng).toBeCloseTo(-96, 6);
    expect(row?.lat).toBeCloseTo(23, 6);
    expect(row?.acres).toBeCloseTo(158.15, 1);
  });

  it('refuses a bow-tie ring by row, with its reason, and imports its neighbour', async () => {
    const report = await importFile(api.db, join(dir, 'mixed.geojson'), { keyField: 'CLU_ID' });
    expect(report.imported).toBe(1);
    expect(report.refused).toEqual([
      { row: 2, key: 'bowtie', reason: expect.stringMatching(/crosses itself/) },
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const count = async () =>
      Number((await api.db.query<{ n: string }>('SELECT count(*) AS n FROM clu_fields'))[0]?.n);
    const before = await count();
    await importFile(api.db, join(dir, 'fields.geojson'), { keyField: 'CLU_ID' });
    expect(await count()).toBe(before);
  });

  it('tells the progress bar how many rows each format holds', async () => {
    const lastProgress = async (file: string) => {
      let last: [number, number | undefined] = [0, undefined];
      await importFile(api.db, join(dir, file), {
        source: `progress-${file}`,
        onProgress: (read, rowsInFile) => {
          last = [read, rowsInFile];
        },
      });
      return last;
    };
    expect(await lastProgress('fields.geojson')).toEqual([3, 3]);
    expect(await lastProgress('fields.fgb')).toEqual([3, 3]);
    expect(await lastProgress('albers.shp')).toEqual([1, 1]);
  });
});
