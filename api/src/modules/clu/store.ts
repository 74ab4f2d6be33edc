import { createHash } from 'node:crypto';
import { NEIGHBOUR_DEGREES } from '@field-boundaries/contract/node-grid';
import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import type { Db, Queryable } from '../../db/db';
import { claimOf, farmFieldsAround, ownFarmFields } from './claims-sql';

// SQL of the CLU domain: writing polygons, counting nodes, reading a node's fields in order.
export type CluRow = {
  key: string;
  /** GeoJSON Polygon or MultiPolygon geometry, [lng, lat]. */
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
  stateFips: string | null;
  countyFips: string | null;
};

/** A field's uuid is derived from its source and key, so re-imports keep every uuid. */
export function cluUuid(source: string, key: string): string {
  const hex = createHash('sha1').update(`${source}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What one batch's write did: units new to the table, and units whose boundary changed. */
export type UpsertCounts = { added: number; changed: number };

/**
 * Writes (or rewrites) one batch of polygons of a source; call inside a transaction. A unit whose
 * boundary changed keeps its uuid and gets its next geometry version; the boundary it had is kept
 * in clu_unit_versions (migration 055). A unit written again unchanged is not touched.
 */
export async function upsertFields(tx: Queryable, source: string, rows: CluRow[]): Promise<UpsertCounts> {
  const payload = rows.map((row) => ({
    uuid: cluUuid(source, row.key),
    key: row.key,
    geojson: JSON.stringify(row.geometry),
    state: row.stateFips,
    county: row.countyFips,
  }));
  const written = await tx.query<{ added: boolean }>(
    `WITH incoming AS (
       SELECT r.uuid, r.key, g.geom, r.state, r.county
       FROM json_to_recordset($2::json) AS r(uuid uuid, key text, geojson text, state text, county text)
       CROSS JOIN LATERAL (SELECT ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON(r.geojson), 4326)) AS geom) AS g),
     kept AS (
       INSERT INTO clu_unit_versions (uuid, version, geom, acres, source, source_key, ended_by)
       SELECT c.uuid, c.version, c.geom, c.acres, c.source, c.source_key, 'replaced'
       FROM clu_fields c JOIN incoming i ON i.uuid = c.uuid
       WHERE NOT ST_OrderingEquals(c.geom, i.geom))
     INSERT INTO clu_fields (uuid, node_id, geom, acres, state_fips, county_fips, source, source_key, version)
     SELECT i.uuid, clu_node_id(ST_PointOnSurface(i.geom)), i.geom,
            round((ST_Area(i.geom::geography) / ${SQUARE_METRES_PER_ACRE})::numeric, 2), i.state, i.county, $1, i.key,
            COALESCE((SELECT max(v.version) FROM clu_unit_versions v WHERE v.uuid = i.uuid), 0) + 1
     FROM incoming i
     ON CONFLICT (source, source_key) DO UPDATE
       SET geom = EXCLUDED.geom, node_id = EXCLUDED.node_id, acres = EXCLUDED.acres,
           state_fips = EXCLUDED.state_fips, county_fips = EXCLUDED.county_fips,
           version = clu_fields.version + CASE WHEN ST_OrderingEquals(clu_fields.geom, EXCLUDED.geom) THEN 0 ELSE 1 END
       WHERE NOT ST_OrderingEquals(clu_fields.geom, EXCLUDED.geom)
          OR clu_fields.state_fips IS DISTINCT FROM EXCLUDED.state_fips
          OR clu_fields.county_fips IS DISTINCT FROM EXCLUDED.county_fips
     RETURNING (xmax = 0) AS added`,
    [source, JSON.stringify(payload)],
  );
  const added = written.filter((row) => row.added).length;
  return { added, changed: written.length - added };
}

/** Rows PostGIS finds invalid (e.g. a hole outside its shell), with PostGIS's reason. */
export async function invalidRows(db: Queryable, rows: CluRow[]): Promise<Map<string, string>> {
  const payload = rows.map((row) => ({ key: row.key, geojson: JSON.stringify(row.geometry) }));
  const found = await db.query<{ key: string; reason: string }>(
    `SELECT r.key, ST_IsValidReason(g.geom) AS reason
     FROM json_to_recordset($1::json) AS r(key text, geojson text)
     CROSS JOIN LATERAL (SELECT ST_SetSRID(ST_GeomFromGeoJSON(r.geojson), 4326) AS geom) AS g
     WHERE NOT ST_IsValid(g.geom)`,
    [JSON.stringify(payload)],
  );
  return new Map(found.map((row) => [row.key, row.reason]));
}

/**
 * A node's geometry version, over its `clu_fields` rows: the first 32 bits of a digest of every
 * field's uuid and boundary (migration 043 writes the same for the nodes it found).
 */
const GEOMETRY_VERSION_SQL =
  "('x' || left(md5(string_agg(uuid::text || md5(ST_AsBinary(geom)), ',' ORDER BY uuid)), 8))::bit(32)::integer";

/**
 * Recounts the fields of every node (after an import or a generator run), and refreshes the
 * planner's statistics: without them, after a bulk load, PostgreSQL scans the whole table
 * for one node's page instead of using (node_id, uuid).
 */
export async function recountNodes(db: Queryable): Promise<void> {
  await db.query('DELETE FROM clu_nodes');
  await db.query(
    `INSERT INTO clu_nodes (id, field_count, geometry_version)
     SELECT node_id, count(*), ${GEOMETRY_VERSION_SQL} FROM clu_fields GROUP BY node_id`,
  );
  await db.query('ANALYZE clu_fields');
  await db.query('ANALYZE clu_nodes');
}

export async function countFields(db: Queryable, source?: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM clu_fields WHERE $1::text IS NULL OR source = $1',
    [source ?? null],
  );
  return Number(row?.count ?? 0);
}

/** location-search's one query (exported so the benchmark can check its plan). */
export const NODE_COUNTS_SQL =
  'SELECT id, field_count, geometry_version FROM clu_nodes WHERE id = ANY($1::integer[]) AND field_count > 0';

export type NodeCount = { field_count: number; geometry_version: number };

export async function nodeCounts(db: Queryable, ids: number[]): Promise<Map<number, NodeCount>> {
  const rows = await db.query<{ id: number; field_count: number; geometry_version: number }>(
    NODE_COUNTS_SQL,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { field_count: Number(row.field_count), geometry_version: Number(row.geometry_version) },
    ]),
  );
}

/** Nodes holding fields inside a range of grid rows and columns (a map view's bounds). */
export async function nodesInRange(
  db: Queryable,
  rows: [number, number],
  columns: [number, number],
  limit: number,
): Promise<({ id: number } & NodeCount)[]> {
  const found = await db.query<{ id: number; field_count: number; geometry_version: number }>(
    `SELECT id, field_count, geometry_version FROM clu_nodes
     WHERE field_count > 0 AND id / 3600 BETWEEN $1 AND $2 AND id % 3600 BETWEEN $3 AND $4
     ORDER BY id LIMIT $5`,
    [rows[0], rows[1], columns[0], columns[1], limit],
  );
  return found.map((row) => ({
    id: Number(row.id),
    field_count: Number(row.field_count),
    geometry_version: Number(row.geometry_version),
  }));
}

/** Who claimed a field: the farm's account and the user who owns the field (the service names them). */
export type StoredClaim = { account: number; ownerUuid: string };

export type StreamedField = {
  uuid: string;
  acres: number;
  /** JSON text of its polygons' rings as polylines (contract/src/polyline.ts), made by PostGIS. */
  polygons: string;
  /** Set when the field has been claimed: the claiming farm's account and the field's owner. */
  claim: StoredClaim | null;
  /** Within NEIGHBOUR_DEGREES of one of the viewer's own fields (across a road counts). */
  neighbour: boolean;
};

/**
 * One page of a node's fields in the order the stream sends them: nearest the viewer's
 * point first when one is given (then by uuid, so the order is total and a resumed stream
 * skips exactly what was sent), else by uuid.
 */
export async function nodeFieldsPage(
  db: Db,
  nodeId: number,
  offset: number,
  limit: number,
  near: { lat: number; lng: number } | null,
  outerRingsOnly: boolean,
  viewerAccount: number | null = null,
): Promise<StreamedField[]> {
  // Each polygon's rings (outer first; only it for an overview that needs no holes), as the
  // boundary's write stored them (migrations/020_clu_wire_rings.sql): PostGIS encoded them
  // once, so streaming a node reads text and the api handles no coordinates.
  const polygons = outerRingsOnly ? 'c.wire_outer' : 'COALESCE(c.wire_holes, c.wire_outer)';
  const order = near ? 'c.geom <-> ST_SetSRID(ST_MakePoint($6, $7), 4326), c.uuid' : 'c.uuid';
  const rows = await db.query<{
    uuid: string;
    acres: string | number;
    polygons: string;
    account_id: string | number | null;
    owner_uuid: string | null;
    neighbour: boolean;
  }>(
    `WITH own AS MATERIALIZED (${ownFarmFields('$4')}),
     page AS MATERIALIZED (
       SELECT c.uuid, c.acres, ${polygons} AS polygons, c.geom FROM clu_fields c
       WHERE c.node_id = $1 ORDER BY ${order} OFFSET $2 LIMIT $3),
     farm AS MATERIALIZED (${farmFieldsAround('page')})
     SELECT c.uuid, c.acres, c.polygons, f.account_id, f.owner_uuid,
            EXISTS (SELECT 1 FROM own WHERE ST_DWithin(own.geom, c.geom, $5)) AS neighbour
     FROM page AS c
     LEFT JOIN LATERAL (${claimOf}) AS f ON true
     ORDER BY ${order}`,
    [nodeId, offset, limit, viewerAccount, NEIGHBOUR_DEGREES, ...(near ? [near.lng, near.lat] : [])],
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    acres: Number(row.acres),
    polygons: row.polygons,
    claim:
      row.account_id === null ? null : { account: Number(row.account_id), ownerUuid: row.owner_uuid ?? '' },
    neighbour: row.neighbour,
  }));
}

/** A page of a node's fields as GeoJSON geometry, in the node streams' order (developers' raw stream). */
export async function nodeFeaturesPage(db: Db, nodeId: number, offset: number, limit: number) {
  const rows = await db.query<{ uuid: string; acres: string | number; geojson: string }>(
    `SELECT uuid, acres, ST_AsGeoJSON(geom, 6) AS geojson FROM clu_fields
     WHERE node_id = $1 ORDER BY uuid OFFSET $2 LIMIT $3`,
    [nodeId, offset, limit],
  );
  return rows.map((row) => ({ uuid: row.uuid, acres: Number(row.acres), geojson: row.geojson }));
}

/** Where a viewer's view of a field differs from everyone's (see `viewerFieldsOf`). */
export type ViewerFieldRow = {
  node: number;
  uuid: string;
  claim: StreamedField['claim'];
  neighbour: boolean;
};

/**
 * The fields of these nodes that the viewer sees differently from everyone: claimed by the
 * viewer's account, lying beside one of its fields, or claimed by anyone when `claimedToo`
 * (plan B sees who claimed a field). Found from the few claimed and own fields (indexes),
 * never by reading every field of the nodes; the claim is decided as `nodeFieldsPage` does.
 */
export async function viewerFieldsOf(
  db: Db,
  nodeIds: number[],
  viewerAccount: number,
  claimedToo: boolean,
): Promise<ViewerFieldRow[]> {
  const rows = await db.query<{
    node_id: string | number;
    uuid: string;
    account_id: string | number | null;
    owner_uuid: string | null;
    neighbour: boolean;
  }>(
    `WITH own AS MATERIALIZED (${ownFarmFields('$2')}),
     units AS (SELECT geom FROM clu_fields WHERE node_id = ANY($1::int[])),
     farm AS MATERIALIZED (${farmFieldsAround('units')}),
     candidates AS (
       SELECT c.uuid FROM field_shapes f JOIN clu_fields c ON c.uuid = f.clu_uuid
       WHERE c.node_id = ANY($1::int[])
       UNION
       SELECT c.uuid FROM farm f JOIN clu_fields c ON f.geom && c.geom
       WHERE c.node_id = ANY($1::int[])
       UNION
       SELECT c.uuid FROM own JOIN clu_fields c ON ST_DWithin(own.geom, c.geom, $3)
       WHERE c.node_id = ANY($1::int[])
     )
     SELECT c.node_id, c.uuid, f.account_id, f.owner_uuid,
            EXISTS (SELECT 1 FROM own WHERE ST_DWithin(own.geom, c.geom, $3)) AS neighbour
     FROM clu_fields c
     LEFT JOIN LATERAL (${claimOf}) AS f ON true
     WHERE c.uuid IN (SELECT uuid FROM candidates)
     ORDER BY c.node_id, c.uuid`,
    [nodeIds, viewerAccount, NEIGHBOUR_DEGREES],
  );
  return rows
    .map((row) => ({
      node: Number(row.node_id),
      uuid: row.uuid,
      claim:
        row.account_id === null ? null : { account: Number(row.account_id), ownerUuid: row.owner_uuid ?? '' },
      neighbour: row.neighbour,
    }))
    .filter(
      (row) => row.neighbour || (row.claim !== null && (claimedToo || row.claim.account === viewerAccount)),
    );
}

/** A CLU's boundary as hex EWKB (exact, to copy into a field) and its acres; null when there is none. */
export async function landUnitShape(
  db: Queryable,
  uuid: string,
): Promise<{ uuid: string; geom: string; acres: string } | null> {
  const [row] = await db.query<{ uuid: string; geom: string; acres: string | number }>(
    'SELECT uuid, ST_AsHexEWKB(geom) AS geom, acres FROM clu_fields WHERE uuid = $1',
    [uuid],
  );
  return row ? { uuid: row.uuid, geom: row.geom, acres: String(row.acres) } : null;
}
