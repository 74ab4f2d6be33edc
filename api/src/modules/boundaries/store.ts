import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import type { Queryable } from '../../db/db';
import { type MultiPolygonCoordinates, withoutRepeats } from './boundary';
import { asGeometry, multi } from './measure-store';

// SQL of boundaries: writing, merging and splitting (the map view: view-store.ts).
// No rules here; the service decides.

export async function insertBoundary(
  db: Queryable,
  field: {
    farmId: number | null;
    accountId: number;
    ownerUuid: string;
    name: string;
    coordinates: MultiPolygonCoordinates;
    crop: number | null;
    cropTrait: number | null;
  },
): Promise<string> {
  const [row] = await db.query<{ uuid: string }>(
    `INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, geom, acres, crop_id, crop_trait_id)
     SELECT gen_random_uuid(), $1, $2, $3, $4, g, round((ST_Area(g::geography) / ${SQUARE_METRES_PER_ACRE})::numeric, 2), $6, $7
     FROM (SELECT ${asGeometry('$5')} AS g) AS s
     RETURNING uuid`,
    [
      field.farmId,
      field.accountId,
      field.ownerUuid,
      field.name,
      multi(field.coordinates),
      field.crop,
      field.cropTrait,
    ],
  );
  return row?.uuid as string;
}

/**
 * Gives the field a new boundary. With `openedAt`, only if its boundary is still at that version
 * (the copy the client edited): false when it has been changed since, and nothing is written.
 */
export async function reshape(
  db: Queryable,
  uuid: string,
  coordinates: MultiPolygonCoordinates,
  openedAt?: number,
): Promise<boolean> {
  return setGeometry(db, uuid, asGeometry('$2'), [multi(coordinates)], openedAt);
}

/** Every write of a shape goes through here and moves the boundary to its next version. */
async function setGeometry(
  db: Queryable,
  uuid: string,
  geometry: string,
  params: unknown[],
  openedAt?: number,
): Promise<boolean> {
  const version = openedAt === undefined ? '' : ` AND boundary_version = $${params.length + 2}`;
  const rows = await db.query(
    `UPDATE fields SET geom = s.g, acres = round((ST_Area(s.g::geography) / ${SQUARE_METRES_PER_ACRE})::numeric, 2),
            boundary_version = boundary_version + 1
     FROM (SELECT ${geometry} AS g) AS s WHERE uuid = $1${version}
     RETURNING uuid`,
    openedAt === undefined ? [uuid, ...params] : [uuid, ...params, openedAt],
  );
  return rows.length > 0;
}

/**
 * Whether the fields form one connected piece: each touches or overlaps the union of the
 * others (the one before it in a chain, or anywhere in the group).
 */
export async function connected(db: Queryable, uuids: string[]): Promise<boolean> {
  const rows = await db.query<{ uuid: string; touches: boolean }>(
    `SELECT f.uuid, EXISTS (
       SELECT 1 FROM fields g WHERE g.uuid = ANY($1::uuid[]) AND g.uuid <> f.uuid AND ST_Intersects(f.geom, g.geom)
     ) AS touches
     FROM fields f WHERE f.uuid = ANY($1::uuid[])`,
    [uuids],
  );
  return rows.length === uuids.length && rows.every((row) => row.touches);
}

/**
 * The union of fields, as GeoJSON coordinates without repeated points (PostGIS unions them);
 * the merge takes the corners off its straight edges (straight-edges.ts) before it is kept.
 */
export async function unionOf(db: Queryable, uuids: string[]): Promise<MultiPolygonCoordinates> {
  const [row] = await db.query<{ geojson: string }>(
    `SELECT ST_AsGeoJSON(ST_Multi(ST_RemoveRepeatedPoints(ST_Union(geom))), 15) AS geojson
     FROM fields WHERE uuid = ANY($1::uuid[])`,
    [uuids],
  );
  return (JSON.parse(row?.geojson ?? '{"coordinates":[]}') as { coordinates: MultiPolygonCoordinates })
    .coordinates;
}

/**
 * The largest of the fields (on the ellipsoid; the first of `uuids` when they are as large),
 * whose name a merge keeps: merging a split's pieces back gives the field its name again.
 */
export async function largestOf(db: Queryable, uuids: string[]): Promise<{ uuid: string; name: string }> {
  const [row] = await db.query<{ uuid: string; name: string }>(
    `SELECT uuid, name FROM fields WHERE uuid = ANY($1::uuid[])
     ORDER BY ST_Area(geom::geography) DESC, uuid = $2 DESC LIMIT 1`,
    [uuids, uuids[0]],
  );
  return row as { uuid: string; name: string };
}

/**
 * Locks the fields in one order (by uuid) before any is read: two merges of the same fields the
 * other way round then wait for each other instead of each holding one and deadlocking.
 */
export async function lockFields(db: Queryable, uuids: string[]): Promise<void> {
  await db.query('SELECT uuid FROM fields WHERE uuid = ANY($1::uuid[]) ORDER BY uuid FOR UPDATE', [uuids]);
}

/**
 * Gives `keep` the merged boundary, notes the absorbed fields in merged_from and deletes them;
 * then `keep` takes `name` (the largest field's), unless another field of its farm has it.
 */
export async function mergeInto(
  db: Queryable,
  keep: string,
  absorbed: string[],
  coordinates: MultiPolygonCoordinates,
  name: string,
) {
  await reshape(db, keep, coordinates);
  await db.query(`UPDATE fields SET merged_from = merged_from || $2::uuid[] WHERE uuid = $1`, [
    keep,
    absorbed,
  ]);
  await db.query('DELETE FROM fields WHERE uuid = ANY($1::uuid[])', [absorbed]);
  await db.query(
    `UPDATE fields f SET name = $2 WHERE f.uuid = $1 AND NOT EXISTS (
       SELECT 1 FROM fields g WHERE g.farm_id = f.farm_id AND g.uuid <> f.uuid AND lower(g.name) = lower($2))`,
    [keep, name],
  );
}

export type SplitPlan = {
  /** The pieces of the parts the line cuts through, largest first, each as GeoJSON coordinates. */
  pieces: { coordinates: MultiPolygonCoordinates; acres: number }[];
  /** The field's parts the line leaves whole: they stay with the field. */
  untouched: MultiPolygonCoordinates;
};

/**
 * What a line does to a field (PostGIS ST_Split, part by part): the pieces of each part it cuts
 * through, and the parts of a multi-part field it does not cut, which stay as they are.
 */
export async function splitPieces(db: Queryable, uuid: string, line: [number, number][]): Promise<SplitPlan> {
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
    [uuid, JSON.stringify({ type: 'LineString', coordinates: line })],
  );
  // At the 7 decimals kept, a cut point within 1e-7° of a corner is that corner: drop the repeat.
  const coordinatesOf = (geojson: string) =>
    (JSON.parse(geojson) as { coordinates: MultiPolygonCoordinates }).coordinates.map((polygon) =>
      polygon.map(withoutRepeats),
    );
  return {
    pieces: rows
      .filter((row) => row.cut)
      .map((row) => ({ coordinates: coordinatesOf(row.geojson), acres: Number(row.acres) })),
    untouched: rows.filter((row) => !row.cut).flatMap((row) => coordinatesOf(row.geojson)),
  };
}

/** A copy of a field's crop and trait, farm and owner, for a piece cut from it. */
export async function insertPiece(
  db: Queryable,
  from: string,
  name: string,
  coordinates: MultiPolygonCoordinates,
): Promise<string> {
  const [row] = await db.query<{ uuid: string }>(
    `INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, geom, acres, crop_id, crop_trait_id, is_building)
     SELECT gen_random_uuid(), f.farm_id, f.account_id, f.owner_uuid, $2, s.g,
            round((ST_Area(s.g::geography) / ${SQUARE_METRES_PER_ACRE})::numeric, 2), f.crop_id, f.crop_trait_id, f.is_building
     FROM fields f, (SELECT ${asGeometry('$3')} AS g) AS s WHERE f.uuid = $1
     RETURNING uuid`,
    [from, name, multi(coordinates)],
  );
  return row?.uuid as string;
}
