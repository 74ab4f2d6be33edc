import type { Queryable } from '../../db/db';

// The drift zone's geometry and the fields around a field, in PostGIS; no rules here. The
// field is swept downwind in a metric projection (the place's UTM zone): each part of it,
// moved by each of the given offsets, joined to itself by a convex hull.

export type Move = { dx: number; dy: number };

// $1 the field, $2 the SRID, $3/$4/$5 the moves' hours, east and north offsets in metres.
const sweptSql = `
  parts AS (SELECT (ST_Dump(ST_Transform(geom, $2::int))).geom AS g FROM fields WHERE uuid = $1),
  moves AS (SELECT * FROM unnest($3::int[], $4::float8[], $5::float8[]) AS m(hour, dx, dy)),
  swept AS (
    SELECT m.hour, ST_ConvexHull(ST_Collect(p.g, ST_Translate(p.g, m.dx, m.dy))) AS zone
    FROM parts p CROSS JOIN moves m
  )`;

/** The field swept along the moves, less the field itself, as GeoJSON in WGS 84; null when empty. */
export async function driftZoneGeometry(
  db: Queryable,
  fieldUuid: string,
  srid: number,
  moves: readonly Move[],
): Promise<{ geometry: string | null; acres: number }> {
  const [row] = await db.query<{ geometry: string | null; acres: string | number | null }>(
    `WITH ${sweptSql},
     zone AS (
       SELECT ST_CollectionExtract(
                ST_Difference(ST_Union(s.zone), (SELECT ST_Union(g) FROM parts)), 3) AS g
       FROM swept s
     )
     SELECT CASE WHEN ST_IsEmpty(g) THEN NULL ELSE ST_AsGeoJSON(ST_Multi(ST_Transform(g, 4326)), 7) END AS geometry,
            ST_Area(g) / 4046.8564224 AS acres
     FROM zone`,
    [fieldUuid, srid, moves.map(() => 0), moves.map((move) => move.dx), moves.map((move) => move.dy)],
  );
  return { geometry: row?.geometry ?? null, acres: Number(row?.acres ?? 0) };
}

/**
 * For each hour's moves, which of the candidate fields lie inside that hour's zone: their
 * interiors meet (a neighbour that only shares the field's edge upwind is not inside).
 */
export async function fieldsInZones(
  db: Queryable,
  fieldUuid: string,
  srid: number,
  moves: readonly (Move & { hour: number })[],
  candidates: readonly string[],
): Promise<{ hour: number; uuid: string }[]> {
  if (candidates.length === 0 || moves.length === 0) return [];
  const rows = await db.query<{ hour: number; uuid: string }>(
    `WITH ${sweptSql},
     near AS (SELECT uuid, ST_Transform(geom, $2::int) AS g FROM fields WHERE uuid = ANY($6::uuid[]))
     SELECT DISTINCT s.hour, n.uuid FROM swept s JOIN near n ON ST_Relate(s.zone, n.g, 'T********')`,
    [
      fieldUuid,
      srid,
      moves.map((move) => move.hour),
      moves.map((move) => move.dx),
      moves.map((move) => move.dy),
      candidates,
    ],
  );
  return rows.map((row) => ({ hour: Number(row.hour), uuid: row.uuid }));
}

export type NearbyField = {
  uuid: string;
  name: string;
  accountId: number;
  crop: number | null;
  cropTrait: number | null;
  isBuilding: boolean;
  distanceM: number;
  /** GeoJSON MultiPolygon in WGS 84. */
  geometry: string;
};

/** Every other field within `metres` of the field's boundary, nearest first. */
export async function fieldsNear(db: Queryable, fieldUuid: string, metres: number): Promise<NearbyField[]> {
  const rows = await db.query<{
    uuid: string;
    name: string;
    account_id: string | number;
    crop_id: number | null;
    crop_trait_id: number | null;
    is_building: boolean;
    distance_m: number;
    geometry: string;
  }>(
    `SELECT n.uuid, n.name, m.account_id, n.crop_id, n.crop_trait_id, n.is_building,
            ST_Distance(n.geom::geography, f.geom::geography) AS distance_m,
            ST_AsGeoJSON(n.geom, 7) AS geometry
     FROM fields f
     JOIN fields n ON n.uuid <> f.uuid
       -- a cheap box first (a degree of latitude is 111 km; of longitude, less), then the metres
       AND n.geom && ST_Expand(f.geom, $2::float8 / 80000.0)
       AND ST_DWithin(n.geom::geography, f.geom::geography, $2::float8)
     JOIN farms m ON m.id = n.farm_id
     WHERE f.uuid = $1
     ORDER BY distance_m, n.uuid`,
    [fieldUuid, metres],
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    accountId: Number(row.account_id),
    crop: row.crop_id === null ? null : Number(row.crop_id),
    cropTrait: row.crop_trait_id === null ? null : Number(row.crop_trait_id),
    isBuilding: row.is_building,
    distanceM: Number(row.distance_m),
    geometry: row.geometry,
  }));
}
