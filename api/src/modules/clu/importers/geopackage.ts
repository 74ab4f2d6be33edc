import { DatabaseSync } from 'node:sqlite';
import wkx from 'wkx';
import { epsgDefinition, toWgs84 } from './reproject';

// A GeoPackage's feature tables row by row, for the import command (a county holds more rows than
// an upload may, so the uploads' reader, which keeps them all, is not the one for this). Each
// shape is a "GeoPackage binary": a header (magic "GP", version, flags, srs id, an optional
// envelope) before standard WKB (OGC 12-128r18 §2.1.3). Node's own SQLite opens the file.
const ENVELOPE_BYTES = [0, 32, 48, 48, 64];

type Layer = { table: string; column: string; srsId: number };
type Srs = { organization: string; code: number; definition: string };
const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

function wkbOf(blob: Uint8Array): Buffer | null {
  const bytes = Buffer.from(blob.buffer, blob.byteOffset, blob.byteLength);
  if (bytes.length < 8 || bytes.toString('latin1', 0, 2) !== 'GP')
    throw new Error('a shape is not a GeoPackage binary');
  const flags = bytes[3] ?? 0;
  if (flags & 0b10000) return null;
  const envelope = ENVELOPE_BYTES[(flags >> 1) & 0b111];
  if (envelope === undefined) throw new Error('a shape has an invalid envelope');
  return bytes.subarray(8 + envelope);
}

/** The projection of a layer to WGS 84, null when it is longitude and latitude already. */
function projectionOf(layer: Layer, srs: Srs | undefined) {
  if (!srs || layer.srsId <= 0) return null;
  if (srs.organization.toUpperCase() === 'EPSG') {
    const known = epsgDefinition(srs.code);
    if (known !== undefined) return known === null ? null : toWgs84(known);
  }
  if (srs.definition && srs.definition !== 'undefined') return toWgs84(srs.definition);
  throw new Error(
    `The coordinate system of layer ${layer.table} (${srs.organization}:${srs.code}) cannot be read.`,
  );
}

export type GeopackageRow = {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown } | null;
  project: ((position: number[]) => number[]) | null;
};

export function* readGeopackageRows(
  path: string,
  onRowCount: (rows: number) => void,
): Generator<GeopackageRow> {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const layers = db
      .prepare(
        `SELECT c.table_name AS "table", g.column_name AS "column", g.srs_id AS "srsId"
         FROM gpkg_contents c JOIN gpkg_geometry_columns g ON g.table_name = c.table_name
         WHERE c.data_type = 'features' ORDER BY c.table_name`,
      )
      .all() as Layer[];
    if (layers.length === 0) throw new Error(`${path} holds no feature table.`);
    let rows = 0;
    for (const layer of layers)
      rows += Number(
        (db.prepare(`SELECT count(*) AS n FROM ${quoted(layer.table)}`).get() as { n: number }).n,
      );
    onRowCount(rows);
    const srsOf = db.prepare(
      `SELECT organization, organization_coordsys_id AS code, definition FROM gpkg_spatial_ref_sys WHERE srs_id = ?`,
    );
    for (const layer of layers) {
      const project = projectionOf(layer, srsOf.get(layer.srsId) as Srs | undefined);
      for (const row of db.prepare(`SELECT * FROM ${quoted(layer.table)}`).iterate()) {
        const { [layer.column]: shape, ...properties } = row as Record<string, unknown>;
        const wkb = shape instanceof Uint8Array ? wkbOf(shape) : null;
        const geometry = wkb ? (wkx.Geometry.parse(wkb).toGeoJSON() as GeopackageRow['geometry']) : null;
        yield { properties, geometry, project };
      }
    }
  } finally {
    db.close();
  }
}
