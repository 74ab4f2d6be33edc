import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import wkx from 'wkx';
import { startTestApi, type TestApi } from '../../../testing';
import { unitVersions } from '../unit-versions-store';
import { importLandUnits, NotLandUnits } from './land-units';

// A county's land units imported, then imported again as next year's file: a changed boundary is
// the unit's next geometry version, a unit the file dropped is retired unless a grower claimed it.
let api: TestApi;
const dir = mkdtempSync(join(tmpdir(), 'clu-county-'));

const square = (lng: number, size = 0.009) => [
  [
    [lng, 40.5],
    [lng + size, 40.5],
    [lng + size, 40.5 + size * 0.8],
    [lng, 40.5 + size * 0.8],
    [lng, 40.5],
  ],
];
const county = (units: { field: number; lng: number; size?: number }[]) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: units.map(({ field, lng, size }) => ({
      type: 'Feature',
      properties: { STATECD: '08', COUNTYCD: '95', FARMNBR: 12, TRACTNBR: 340, CLUNBR: field },
      geometry: { type: 'Polygon', coordinates: square(lng, size) },
    })),
  });
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

/** A GeoPackage as GIS programs write it, its units in WGS 84 / UTM zone 13N (EPSG:32613). */
function utmGeopackage(path: string, units: { id: string; lng: number }[]) {
  const db = new DatabaseSync(path);
  db.exec(`CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT, srs_id INTEGER PRIMARY KEY, organization TEXT,
             organization_coordsys_id INTEGER, definition TEXT);
           CREATE TABLE gpkg_contents (table_name TEXT PRIMARY KEY, data_type TEXT);
           CREATE TABLE gpkg_geometry_columns (table_name TEXT, column_name TEXT, srs_id INTEGER);
           INSERT INTO gpkg_spatial_ref_sys VALUES ('UTM 13N', 32613, 'EPSG', 32613, 'undefined');
           INSERT INTO gpkg_contents VALUES ('clu', 'features');
           INSERT INTO gpkg_geometry_columns VALUES ('clu', 'geom', 32613);
           CREATE TABLE clu (fid INTEGER PRIMARY KEY, uniqueid TEXT, geom BLOB);`);
  const utm = proj4('EPSG:4326', '+proj=utm +zone=13 +datum=WGS84 +units=m');
  const insert = db.prepare('INSERT INTO clu (uniqueid, geom) VALUES (?, ?)');
  for (const unit of units) {
    const ring = (square(unit.lng)[0] ?? []).map((point) => utm.forward(point));
    const header = Buffer.from([0x47, 0x50, 0, 0b1, 0, 0, 0, 0]);
    header.writeInt32LE(32613, 4);
    const wkb = wkx.Geometry.parseGeoJSON({ type: 'Polygon', coordinates: [ring] }).toWkb();
    insert.run(unit.id, Buffer.concat([header, wkb]));
  }
  db.close();
}

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const units = () =>
  api.db.query<{ uuid: string; source_key: string; version: number; county_fips: string }>(
    `SELECT uuid, source_key, version, county_fips FROM clu_fields WHERE source = 'clu:08095' ORDER BY source_key`,
  );

describe('importing a county as land units', () => {
  it('files each unit by state, county, farm, tract and field, and replaces the county when imported again', async () => {
    const first = await importLandUnits(
      api.db,
      file(
        '2025.geojson',
        county([
          { field: 1, lng: -102.4 },
          { field: 2, lng: -102.38 },
          { field: 3, lng: -102.36 },
        ]),
      ),
    );
    expect(first.counties).toEqual([
      {
        source: 'clu:08095',
        state: '08',
        county: '095',
        added: 3,
        changed: 0,
        unchanged: 0,
        retired: 0,
        keptClaimed: 0,
      },
    ]);
    const before = await units();
    expect(before.map((unit) => [unit.source_key, unit.version, unit.county_fips])).toEqual([
      ['farm 12 tract 340 field 1', 1, '095'],
      ['farm 12 tract 340 field 2', 1, '095'],
      ['farm 12 tract 340 field 3', 1, '095'],
    ]);

    // A grower claims field 3; next year's file redraws field 2 and no longer holds 1 or 3.
    const grower = await api.session({ plan: 'B' });
    const claim = await api.call(grower.access, 'PATCH', `/farms/fields/${before[2]?.uuid}/claim/`, {
      name: 'Pivot',
      legal_confirmed: true,
    });
    expect(claim.status).toBe(200);

    const second = await importLandUnits(
      api.db,
      file('2026.geojson', county([{ field: 2, lng: -102.38, size: 0.01 }])),
    );
    expect(second.counties).toEqual([
      expect.objectContaining({ added: 0, changed: 1, unchanged: 0, retired: 1, keptClaimed: 1 }),
    ]);
    const after = await units();
    expect(after.map((unit) => [unit.uuid, unit.version])).toEqual([
      [before[1]?.uuid, 2],
      [before[2]?.uuid, 1],
    ]);
    expect(await unitVersions(api.db, before[1]?.uuid ?? '')).toEqual([
      { version: 1, acres: expect.any(String), ended_by: 'replaced' },
    ]);
    expect(await unitVersions(api.db, before[0]?.uuid ?? '')).toEqual([
      { version: 1, acres: expect.any(String), ended_by: 'retired' },
    ]);
  });

  it('reads a GeoPackage in a projected coordinate system, the county from its name', async () => {
    const path = join(dir, 'clu_public_a_ne033.gpkg');
    utmGeopackage(path, [
      { id: 'a1', lng: -103.2 },
      { id: 'a2', lng: -103.18 },
    ]);
    const report = await importLandUnits(api.db, path);
    expect(report.counties).toEqual([expect.objectContaining({ state: '31', county: '033', added: 2 })]);
    const [unit] = await api.db.query<{ lng: number; acres: string }>(
      `SELECT ST_XMin(geom) AS lng, acres FROM clu_fields WHERE source = 'clu:31033' ORDER BY source_key LIMIT 1`,
    );
    expect(Number(unit?.lng)).toBeCloseTo(-103.2, 6);
    // 0.009° × 0.0072° at 40.5° N: about 761 m × 799 m.
    expect(Number(unit?.acres)).toBeCloseTo(150.3, 0);
  });

  it('refuses a file that is not one of land units, naming what it lacks, and writes nothing', async () => {
    const grower = file(
      'my-fields.geojson',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Home' },
            geometry: { type: 'Polygon', coordinates: square(-101) },
          },
        ],
      }),
    );
    await expect(importLandUnits(api.db, grower)).rejects.toThrow(NotLandUnits);
    await expect(importLandUnits(api.db, grower)).rejects.toThrow(/names no state and county/);
    const noIdentity = file(
      'clu_public_a_ks155.geojson',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Home' },
            geometry: { type: 'Polygon', coordinates: square(-98) },
          },
        ],
      }),
    );
    await expect(importLandUnits(api.db, noIdentity)).rejects.toThrow(
      /carry no land-unit identity.*Columns found: name/,
    );
    const [{ count } = { count: 0 }] = await api.db.query<{ count: number }>(
      `SELECT count(*)::integer AS count FROM clu_fields WHERE source = 'clu:20155'`,
    );
    expect(count).toBe(0);
  });
});
