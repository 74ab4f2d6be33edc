import { constants, DatabaseSync } from 'node:sqlite';
import wkx from 'wkx';
import { epsgDefinition, mapPositions, toWgs84 } from '../clu/importers/reproject';
import {
  BoundaryFileError,
  boundaryGeometry,
  countPositions,
  type FileContents,
  type FileFeature,
  propertiesOf,
  shown,
} from './source';

// GeoPackage (OGC 12-128r18), what QGIS saves by default: an SQLite file whose feature tables
// hold each shape as a "GeoPackage binary", a short header (magic "GP", version, flags, the
// coordinate system's id, an optional bounding box) before standard WKB (§2.1.3). Node's own
// SQLite reads the file from memory, wkx the WKB. Fields go out in WGS 84 as one table.

/** `PRAGMA application_id` of a GeoPackage 1.2 and later ("GPKG"); 1.0 and 1.1 say "GP10"/"GP11". */
const GPKG_APPLICATION_ID = 0x47504b47;
/** Bytes of the bounding box by the flags' envelope indicator (§2.1.3.1.1): none, xy, xyz, xym, xyzm. */
const ENVELOPE_BYTES = [0, 32, 48, 48, 64];

type Layer = { table: string; column: string; srsId: number };
type Srs = { organization: string; code: number; definition: string };

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * What a file we did not write may make SQLite do while we read it: only read tables. The
 * standard lets a feature table be a view (OGC 12-128r18, requirement 30), but a view is SQL of
 * the sender's that runs in our process: a recursive one counts for minutes inside SQLite's C
 * loop, which no deadline of a worker stops, and one of `zeroblob`s grows memory that V8's heap
 * limit does not see (issue 50's attack on the upload sandbox). So statements may select and
 * read, never through a view, never recurse, and call no function; QGIS, ArcGIS Pro and GDAL
 * write feature tables as tables.
 */
function readOnlyTables(
  action: number,
  _table: string | null,
  _column: string | null,
  _db: string | null,
  view: string | null,
) {
  if (action === constants.SQLITE_SELECT) return constants.SQLITE_OK;
  if (action === constants.SQLITE_READ && view === null) return constants.SQLITE_OK;
  return constants.SQLITE_DENY;
}

export const COMPUTED_LAYER =
  'The GeoPackage asks SQLite to compute what it holds (a view, a virtual table or a generated column), which we do not run: save its layers as plain tables (in QGIS, Export > Save Features As) and import again.';

/** A layer must be a plain table: no view, virtual table or generated column. */
function checkPlainTable(db: DatabaseSync, table: string) {
  const entry = db.prepare('SELECT type, sql FROM sqlite_master WHERE name = ?').get(table) as
    | { type: string; sql: string | null }
    | undefined;
  if (!entry)
    throw new BoundaryFileError(`The GeoPackage lists layer ${shown(table)} but holds no such table.`);
  if (entry.type !== 'table' || /^\s*CREATE\s+VIRTUAL\b/i.test(entry.sql ?? ''))
    throw new BoundaryFileError(COMPUTED_LAYER);
  // PRAGMA table_xinfo's `hidden`: 2 and 3 are generated columns, computed as they are read.
  const columns = db.prepare(`PRAGMA table_xinfo(${quoted(table)})`).all() as { hidden: number }[];
  if (columns.some((column) => column.hidden === 2 || column.hidden === 3))
    throw new BoundaryFileError(COMPUTED_LAYER);
}

function openGeopackage(bytes: Buffer): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  try {
    db.deserialize(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('gpkg_contents', 'gpkg_geometry_columns')",
      )
      .all();
    if (tables.length < 2) throw new Error('it has no gpkg_contents and gpkg_geometry_columns tables');
  } catch (error) {
    db.close();
    throw new BoundaryFileError(
      `The file is not a GeoPackage: ${shown((error as Error).message)}. Save it again from QGIS or GDAL, and import again.`,
    );
  }
  return db;
}

/** The WKB inside a GeoPackage binary, or null for an empty shape. */
export function wkbOf(blob: Uint8Array): Buffer | null {
  const bytes = Buffer.from(blob.buffer, blob.byteOffset, blob.byteLength);
  if (bytes.length < 8 || bytes.toString('latin1', 0, 2) !== 'GP')
    throw new Error('a shape is not a GeoPackage binary');
  const flags = bytes[3] ?? 0;
  if (flags & 0b100000) throw new Error('a shape uses an extended geometry type');
  if (flags & 0b10000) return null;
  const envelope = ENVELOPE_BYTES[(flags >> 1) & 0b111];
  if (envelope === undefined) throw new Error('a shape has an invalid envelope');
  return bytes.subarray(8 + envelope);
}

/** Longitude and latitude need nothing; UTM zones and other systems go through proj4. */
function reprojection(layer: Layer, srs: Srs | undefined): ((position: number[]) => number[]) | null {
  // 0 and -1 are the standard's "undefined geographic" and "undefined cartesian" (§1.1.2.1.2).
  if (!srs || layer.srsId === 0 || layer.srsId === -1) return null;
  if (srs.organization.toUpperCase() === 'EPSG') {
    const known = epsgDefinition(srs.code);
    if (known !== undefined) return known === null ? null : toWgs84(known);
  }
  if (srs.definition && srs.definition !== 'undefined') return toWgs84(srs.definition);
  throw new BoundaryFileError(
    `The coordinate system of layer ${layer.table} (${srs.organization}:${srs.code}) is not one we can read: save it in WGS 84 (EPSG:4326) and import again.`,
  );
}

function layersOf(db: DatabaseSync): Layer[] {
  return db
    .prepare(
      `SELECT c.table_name AS "table", g.column_name AS "column", g.srs_id AS "srsId"
       FROM gpkg_contents c JOIN gpkg_geometry_columns g ON g.table_name = c.table_name
       WHERE c.data_type = 'features' ORDER BY c.table_name`,
    )
    .all() as Layer[];
}

export function readGeopackage(bytes: Buffer, limits: { features: number; corners: number }): FileContents {
  const db = openGeopackage(bytes);
  const contents: FileContents = { features: [], notes: [] };
  let corners = 0;
  try {
    const layers = layersOf(db);
    if (layers.length === 0)
      throw new BoundaryFileError(
        'The GeoPackage holds no feature table. Save the fields layer into it from QGIS (Export, Save Features As, GeoPackage), and import again.',
      );
    for (const layer of layers) checkPlainTable(db, layer.table);
    db.setAuthorizer(readOnlyTables);
    const srsOf = db.prepare(
      `SELECT organization, organization_coordsys_id AS code, definition
       FROM gpkg_spatial_ref_sys WHERE srs_id = ?`,
    );
    for (const layer of layers) {
      const project = reprojection(layer, srsOf.get(layer.srsId) as Srs | undefined);
      for (const row of db.prepare(`SELECT * FROM ${quoted(layer.table)}`).iterate()) {
        if (contents.features.length >= limits.features)
          throw new BoundaryFileError(
            `The file holds more than ${limits.features.toLocaleString('en-US')} features; import it in parts.`,
          );
        const { [layer.column]: shape, ...attributes } = row as Record<string, unknown>;
        const geometry = geometryOf(layer, shape, project);
        corners += countPositions(geometry?.coordinates);
        if (corners > limits.corners)
          throw new BoundaryFileError(
            `The file holds more than ${limits.corners.toLocaleString('en-US')} corners; import it in parts.`,
          );
        contents.features.push({
          number: contents.features.length + 1,
          ...propertiesOf(attributes),
          geometry,
        } satisfies FileFeature);
      }
    }
    if (layers.length > 1)
      contents.notes.push(`Read ${layers.length} layers: ${layers.map((layer) => layer.table).join(', ')}.`);
    return contents;
  } catch (error) {
    if (error instanceof BoundaryFileError) throw error;
    // SQLITE_AUTH: a statement our authorizer refused (a view or function elsewhere in the file).
    if ((error as { errcode?: number }).errcode === 23) throw new BoundaryFileError(COMPUTED_LAYER);
    throw new BoundaryFileError(
      `The GeoPackage could not be read: ${shown((error as Error).message)}. Save it again from QGIS or GDAL, and import again.`,
    );
  } finally {
    db.close();
  }
}

function geometryOf(
  layer: Layer,
  shape: unknown,
  project: ((position: number[]) => number[]) | null,
): { type: string; coordinates?: unknown } | null {
  if (!(shape instanceof Uint8Array)) return null;
  let wkb: Buffer | null;
  try {
    wkb = wkbOf(shape);
  } catch (error) {
    throw new BoundaryFileError(
      `The layer ${shown(layer.table, 60)} could not be read: ${shown((error as Error).message)}. Save it again from QGIS or GDAL, and import again.`,
    );
  }
  if (!wkb) return null;
  const geometry = boundaryGeometry(wkx.Geometry.parse(wkb).toGeoJSON()) as {
    type: string;
    coordinates?: unknown;
  } | null;
  return geometry?.coordinates && project
    ? { ...geometry, coordinates: mapPositions(geometry.coordinates, project) }
    : geometry;
}

/** A shape's xy bounds: min x, min y, max x, max y (0s for none). */
function boundsOf(coordinates: number[][][][]): [number, number, number, number] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of coordinates)
    for (const ring of polygon)
      for (const [x = 0, y = 0] of ring) {
        [minX, maxX] = [Math.min(minX, x), Math.max(maxX, x)];
        [minY, maxY] = [Math.min(minY, y), Math.max(maxY, y)];
      }
  return minX === Infinity ? [0, 0, 0, 0] : [minX, minY, maxX, maxY];
}

type MultiPolygon = { type: 'MultiPolygon'; coordinates: number[][][][] };

/** A GeoPackage binary: version 1, little-endian, WGS 84, the xy bounding box, then the WKB. */
function geopackageBinary(geometry: MultiPolygon): Buffer {
  const [minX, minY, maxX, maxY] = boundsOf(geometry.coordinates);
  const header = Buffer.alloc(40);
  header.write('GP', 0, 'latin1');
  header.writeUInt8(0, 2);
  header.writeUInt8(0b011, 3);
  header.writeInt32LE(4326, 4);
  for (const [index, value] of [minX, maxX, minY, maxY].entries()) header.writeDoubleLE(value, 8 + index * 8);
  return Buffer.concat([header, wkx.Geometry.parseGeoJSON(geometry).toWkb()]);
}

const WGS84_WKT =
  'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4326"]]';

/** The one feature table (layer) of an exported GeoPackage, as GIS programs list it. */
const LAYER = 'field_boundaries';

// The standard's required tables (§1.1.2, §1.1.3, §2.1.5) and one feature table for the fields.
const SCHEMA = `
  PRAGMA application_id = ${GPKG_APPLICATION_ID};
  PRAGMA user_version = 10200;
  CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER PRIMARY KEY,
    organization TEXT NOT NULL, organization_coordsys_id INTEGER NOT NULL,
    definition TEXT NOT NULL, description TEXT);
  INSERT INTO gpkg_spatial_ref_sys VALUES
    ('Undefined cartesian SRS', -1, 'NONE', -1, 'undefined', 'undefined cartesian coordinate reference system'),
    ('Undefined geographic SRS', 0, 'NONE', 0, 'undefined', 'undefined geographic coordinate reference system'),
    ('WGS 84 geodetic', 4326, 'EPSG', 4326, '${WGS84_WKT}', 'longitude/latitude in decimal degrees on the WGS 84 spheroid');
  CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL,
    identifier TEXT UNIQUE, description TEXT DEFAULT '',
    last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER,
    CONSTRAINT fk_gc_r_srs_id FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys(srs_id));
  CREATE TABLE gpkg_geometry_columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL,
    geometry_type_name TEXT NOT NULL, srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL,
    CONSTRAINT pk_geom_cols PRIMARY KEY (table_name, column_name),
    CONSTRAINT fk_gc_tn FOREIGN KEY (table_name) REFERENCES gpkg_contents(table_name),
    CONSTRAINT fk_gc_srs FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys (srs_id));
  CREATE TABLE ${LAYER} (fid INTEGER PRIMARY KEY AUTOINCREMENT, geom MULTIPOLYGON, name TEXT,
    acres DOUBLE, crop TEXT, trait TEXT, is_building BOOLEAN);
`;

export type GeopackageField = {
  name: string;
  acres: number;
  crop: string | null;
  trait: string | null;
  isBuilding: boolean;
  geometry: MultiPolygon;
};

/** Fields as a GeoPackage with one feature table, `field_boundaries`, in WGS 84 (EPSG:4326). */
export function writeGeopackage(fields: readonly GeopackageField[]): Buffer {
  const db = new DatabaseSync(':memory:');
  try {
    db.exec(SCHEMA);
    const extent = boundsOf(fields.flatMap((field) => field.geometry.coordinates));
    db.prepare(
      `INSERT INTO gpkg_contents (table_name, data_type, identifier, min_x, min_y, max_x, max_y, srs_id)
       VALUES ('${LAYER}', 'features', 'Field boundaries', ?, ?, ?, ?, 4326)`,
    ).run(...extent);
    db.exec(`INSERT INTO gpkg_geometry_columns VALUES ('${LAYER}', 'geom', 'MULTIPOLYGON', 4326, 0, 0)`);
    const insert = db.prepare(
      `INSERT INTO ${LAYER} (geom, name, acres, crop, trait, is_building) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const field of fields)
      insert.run(
        geopackageBinary(field.geometry),
        field.name,
        field.acres,
        field.crop,
        field.trait,
        Number(field.isBuilding),
      );
    return Buffer.from(db.serialize());
  } finally {
    db.close();
  }
}
