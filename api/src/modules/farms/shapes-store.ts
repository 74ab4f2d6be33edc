import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import type { Queryable } from '../../db/db';

// SQL of a field's boundary as the boundaries module changes it (through FieldRecords, in its
// transaction): drawing, reshaping, merging and splitting. Boundaries come and go as GeoJSON
// MultiPolygon text; PostGIS unions, splits and measures them. No rules here: the boundaries
// module has checked the shape and the viewer.

const geometryOf = (param: string) => `ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON(${param}), 4326))`;
const acresOf = (geometry: string) =>
  `round((ST_Area(${geometry}::geography) / ${SQUARE_METRES_PER_ACRE})::numeric, 2)`;

export type DrawnField = {
  farmId: number | null;
  accountId: number;
  ownerUuid: string;
  name: string;
  /** GeoJSON MultiPolygon. */
  boundary: string;
  crop: number | null;
  cropTrait: number | null;
};

export async function insertDrawnField(db: Queryable, field: DrawnField): Promise<string> {
  const [row] = await db.query<{ uuid: string }>(
    `INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, geom, acres, crop_id, crop_trait_id)
     SELECT gen_random_uuid(), $1, $2, $3, $4, g, ${acresOf('g')}, $6, $7
     FROM (SELECT ${geometryOf('$5')} AS g) AS s
     RETURNING uuid`,
    [field.farmId, field.accountId, field.ownerUuid, field.name, field.boundary, field.crop, field.cropTrait],
  );
  return row?.uuid as string;
}

/**
 * Every write of a shape goes through here and moves the boundary to its next version. With
 * `openedAt`, only if the boundary is still at that version: false when it has changed since.
 */
export async function setBoundary(
  db: Queryable,
  uuid: string,
  boundary: string,
  openedAt?: number,
): Promise<boolean> {
  const version = openedAt === undefined ? '' : ' AND boundary_version = $3';
  const rows = await db.query(
    `UPDATE fields SET geom = s.g, acres = ${acresOf('s.g')}, boundary_version = boundary_version + 1
     FROM (SELECT ${geometryOf('$2')} AS g) AS s WHERE uuid = $1${version}
     RETURNING uuid`,
    openedAt === undefined ? [uuid, boundary] : [uuid, boundary, openedAt],
  );
  return rows.length > 0;
}

/** Whether each field touches or overlaps another of them. */
export async function eachTouchesAnother(db: Queryable, uuids: string[]): Promise<boolean> {
  const rows = await db.query<{ uuid: string; touches: boolean }>(
    `SELECT f.uuid, EXISTS (
       SELECT 1 FROM fields g WHERE g.uuid = ANY($1::uuid[]) AND g.uuid <> f.uuid AND ST_Intersects(f.geom, g.geom)
     ) AS touches
     FROM fields f WHERE f.uuid = ANY($1::uuid[])`,
    [uuids],
  );
  return rows.length === uuids.length && rows.every((row) => row.touches);
}

/** The union of the fields' boundaries as GeoJSON MultiPolygon text, repeated points removed. */
export async function unionOf(db: Queryable, uuids: string[]): Promise<string> {
  const [row] = await db.query<{ geojson: string | null }>(
    `SELECT ST_AsGeoJSON(ST_Multi(ST_RemoveRepeatedPoints(ST_Union(geom))), 15) AS geojson
     FROM fields WHERE uuid = ANY($1::uuid[])`,
    [uuids],
  );
  return row?.geojson ?? '{"type":"MultiPolygon","coordinates":[]}';
}

/** The largest of the fields on the ellipsoid (the first of `uuids` when they are as large). */
export async function largestOf(db: Queryable, uuids: string[]): Promise<{ uuid: string; name: string }> {
  const [row] = await db.query<{ uuid: string; name: string }>(
    `SELECT uuid, name FROM fields WHERE uuid = ANY($1::uuid[])
     ORDER BY ST_Area(geom::geography) DESC, uuid = $2 DESC LIMIT 1`,
    [uuids, uuids[0]],
  );
  return row as { uuid: string; name: string };
}

/** Locks the fields in one order (by uuid), so two changes of the same fields cannot deadlock. */
export async function lockFieldRows(db: Queryable, uuids: string[]): Promise<void> {
  await db.query('SELECT uuid FROM fields WHERE uuid = ANY($1::uuid[]) ORDER BY uuid FOR UPDATE', [uuids]);
}

/**
 * Gives `keep` the merged boundary, notes the absorbed fields in merged_from and deletes them;
 * then `keep` takes `name`, unless another field of its farm has it.
 */
export async function mergeFields(
  db: Queryable,
  merge: { keep: string; absorbed: string[]; boundary: string; name: string },
): Promise<void> {
  await setBoundary(db, merge.keep, merge.boundary);
  await db.query('UPDATE fields SET merged_from = merged_from || $2::uuid[] WHERE uuid = $1', [
    merge.keep,
    merge.absorbed,
  ]);
  await db.query('DELETE FROM fields WHERE uuid = ANY($1::uuid[])', [merge.absorbed]);
  await db.query(
    `UPDATE fields f SET name = $2 WHERE f.uuid = $1 AND NOT EXISTS (
       SELECT 1 FROM fields g WHERE g.farm_id = f.farm_id AND g.uuid <> f.uuid AND lower(g.name) = lower($2))`,
    [merge.keep, merge.name],
  );
}

/** A piece of a field a line makes, largest first; `cut` is false for a part the line leaves whole. */
export type SplitPiece = { geojson: string; acres: number; cut: boolean };

/** What a line (GeoJSON LineString) does to a field, part by part (PostGIS ST_Split), at 7 decimals. */
export async function splitPieces(db: Queryable, uuid: string, line: string): Promise<SplitPiece[]> {
  const rows = await db.query<{ geojson: string; acres: number; cut: boolean }>(
    `WITH line AS (SELECT ST_SetSRID(ST_GeomFromGeoJSON($2), 4326) AS g),
     piece AS (
       SELECT p.path AS part, d.geom AS g, count(*) OVER (PARTITION BY p.path) AS n
       FROM fields f, line, LATERAL ST_Dump(f.geom) AS p, LATERAL ST_Dump(ST_Split(p.geom, line.g)) AS d
       WHERE f.uuid = $1
     )
     SELECT ST_AsGeoJSON(ST_Multi(g), 7) AS geojson, ST_Area(g::geography) / ${SQUARE_METRES_PER_ACRE} AS acres, n > 1 AS cut
     FROM piece
     ORDER BY acres DESC`,
    [uuid, line],
  );
  return rows.map((row) => ({ geojson: row.geojson, acres: Number(row.acres), cut: row.cut }));
}

/** A new field cut from `from`: its farm, account, owner, crop, trait and building label, this boundary. */
export async function insertPiece(
  db: Queryable,
  from: string,
  name: string,
  boundary: string,
): Promise<string> {
  const [row] = await db.query<{ uuid: string }>(
    `INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, geom, acres, crop_id, crop_trait_id, is_building)
     SELECT gen_random_uuid(), f.farm_id, f.account_id, f.owner_uuid, $2, s.g, ${acresOf('s.g')},
            f.crop_id, f.crop_trait_id, f.is_building
     FROM fields f, (SELECT ${geometryOf('$3')} AS g) AS s WHERE f.uuid = $1
     RETURNING uuid`,
    [from, name, boundary],
  );
  return row?.uuid as string;
}
