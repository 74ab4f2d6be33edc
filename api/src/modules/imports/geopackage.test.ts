import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { BoundaryFileError, readBoundaryFile, writeBoundaryFile } from './files';
import { COMPUTED_LAYER } from './geopackage';
import { geopackageWith } from './thread-attack.testing';

// GeoPackage as QGIS and GDAL write it, and as our export writes it.
const gdalFile = readFileSync(new URL('./fixtures/gdal-utm-two-layers.gpkg', import.meta.url));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BoundaryFileError);
  return (error as Error).message;
}

type Shape = { type: string; coordinates: number[][][] | number[][][][] };

describe('GeoPackage files', () => {
  it('reads every layer of a GDAL file, back from UTM to longitude and latitude, with names, holes and parts', async () => {
    const contents = await readBoundaryFile('geopackage', gdalFile);
    expect(contents.notes).toEqual(['Read 2 layers: Buildings, Kane boundaries.']);
    expect(contents.nameColumn).toBe('NAME');
    const byName = new Map(contents.features.map((feature) => [feature.name, feature]));
    const shop = byName.get('Shop');
    expect(shop?.isBuilding).toBe(true);
    expect((shop?.geometry as Shape | undefined)?.coordinates[0]?.[0]).toEqual([-97.2995, 38.2035]);

    // The Kane layer names its fields in `Field`: chosen as the grower would in the preview.
    const kane = await readBoundaryFile('geopackage', gdalFile, undefined, 'field');
    const east = kane.features.find((feature) => feature.name === 'Kane 1 East');
    const eastShape = east?.geometry as Shape;
    expect(eastShape.type).toBe('Polygon');
    expect(eastShape.coordinates).toHaveLength(2);
    // GDAL (PROJ) put the corner in UTM 14N; ours brings it back within a millimetre (1e-8°).
    const [lng, lat, height] = (eastShape.coordinates as number[][][])[0]?.[0] ?? [];
    expect(lng).toBeCloseTo(-97.3, 8);
    expect(lat).toBeCloseTo(38.2, 8);
    expect(height).toBeUndefined();
    expect(east?.crop).toBe('Corn');
    const parts = kane.features.find((feature) => feature.name === "Two parts – O'Brien");
    expect((parts?.geometry as Shape | undefined)?.type).toBe('MultiPolygon');
    expect((parts?.geometry as Shape | undefined)?.coordinates).toHaveLength(2);
  });

  it('writes fields that read back as they went out', async () => {
    const square = (west: number) => [
      [
        [west, 38.2],
        [west, 38.204],
        [west + 0.004, 38.204],
        [west + 0.004, 38.2],
        [west, 38.2],
      ],
    ];
    const file = await writeBoundaryFile('geopackage', 'Home farm', [
      {
        name: 'Creek – Nordstrøm #2',
        acres: 86.5,
        crop: 'Corn',
        trait: 'Enlist E3',
        isBuilding: false,
        geometry: { type: 'MultiPolygon', coordinates: [square(-97.3), square(-97.29)] },
      },
      {
        name: 'Machine shed',
        acres: 0.4,
        crop: null,
        trait: null,
        isBuilding: true,
        geometry: { type: 'MultiPolygon', coordinates: [square(-97.28)] },
      },
    ]);
    expect(file.extension).toBe('gpkg');
    expect(file.contentType).toBe('application/geopackage+sqlite3');
    const db = new DatabaseSync(':memory:');
    db.deserialize(new Uint8Array(file.bytes));
    // "GPKG": what tells GDAL and QGIS that an SQLite file is a GeoPackage.
    expect(db.prepare('PRAGMA application_id').get()).toEqual({ application_id: 0x47504b47 });
    db.close();

    const back = await readBoundaryFile('geopackage', file.bytes);
    expect(
      back.features.map(({ name, crop, trait, isBuilding }) => ({ name, crop, trait, isBuilding })),
    ).toEqual([
      { name: 'Creek – Nordstrøm #2', crop: 'Corn', trait: 'Enlist E3', isBuilding: false },
      { name: 'Machine shed', crop: null, trait: null, isBuilding: true },
    ]);
    expect(back.features[0]?.geometry).toEqual({
      type: 'MultiPolygon',
      coordinates: [square(-97.3), square(-97.29)],
    });
  });

  it('refuses what is not a GeoPackage, saying why', async () => {
    expect(
      await refusal(readBoundaryFile('geopackage', Buffer.from('PK\u0003\u0004 not sqlite at all'))),
    ).toMatch(/^The file is not a GeoPackage: /);
    const plain = new DatabaseSync(':memory:');
    plain.exec('CREATE TABLE fields (name TEXT)');
    const sqlite = Buffer.from(plain.serialize());
    plain.close();
    expect(await refusal(readBoundaryFile('geopackage', sqlite))).toBe(
      'The file is not a GeoPackage: it has no gpkg_contents and gpkg_geometry_columns tables. Save it again from QGIS or GDAL, and import again.',
    );
  });

  // SQL of the file's own runs in our process as it is read: a layer must be a plain table, and
  // nothing read may go through a view or call a function (issue 50's attack on the sandbox).
  it.each([
    ['a view', 'CREATE TABLE base (name TEXT); CREATE VIEW fields AS SELECT name, NULL AS geom FROM base'],
    ['a generated column', 'CREATE TABLE fields (name TEXT, geom BLOB AS (zeroblob(1000000000)))'],
    ['a virtual table', 'CREATE VIRTUAL TABLE fields USING rtree(id, minx, maxx)'],
    [
      'a coordinate-system table that is a recursive view',
      `CREATE TABLE fields (name TEXT, geom BLOB); INSERT INTO fields VALUES ('A', NULL);
       DROP TABLE gpkg_spatial_ref_sys;
       CREATE VIEW gpkg_spatial_ref_sys AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)
         SELECT 'EPSG' AS organization, 4326 AS organization_coordsys_id, '' AS definition, x AS srs_id FROM n`,
    ],
  ])('refuses a layer read through %s, saying what to do', async (_what, sql) => {
    expect(await refusal(readBoundaryFile('geopackage', geopackageWith(sql)))).toBe(COMPUTED_LAYER);
  });

  it('refuses a layer listed but not in the file', async () => {
    expect(await refusal(readBoundaryFile('geopackage', geopackageWith('')))).toBe(
      'The GeoPackage lists layer fields but holds no such table.',
    );
  });

  it('refuses a coordinate system it cannot place, naming the layer', async () => {
    const db = new DatabaseSync(':memory:');
    db.deserialize(new Uint8Array(gdalFile));
    db.exec(
      "UPDATE gpkg_spatial_ref_sys SET organization = 'EPSG', organization_coordsys_id = 3035, definition = 'undefined' WHERE srs_id = 32614",
    );
    const changed = Buffer.from(db.serialize());
    db.close();
    expect(await refusal(readBoundaryFile('geopackage', changed))).toBe(
      'The coordinate system of layer Kane boundaries (EPSG:3035) is not one we can read: save it in WGS 84 (EPSG:4326) and import again.',
    );
  });
});
