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
 * For each hour's moves, which of the candidate fields (fields, or free CLU land) lie inside that hour's zone: their
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
     near AS (
       SELECT uuid, ST_Transform(geom, $2::int) AS g FROM fields WHERE uuid = ANY($6::uuid[])
       UNION ALL
       SELECT c.uuid, ST_Transform(c.geom, $2::int) FROM clu_fields c
       WHERE c.uuid = ANY($6::uuid[]) AND NOT EXISTS (SELECT 1 FROM fields x WHERE x.clu_uuid = c.uuid)
     )
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
  /** Null for free land. */
  name: string | null;
  /** Null for free land: a neighbour the grower noted, with nobody in the product to tell. */
  accountId: number | null;
  crop: number | null;
  cropTrait: number | null;
  isBuilding: boolean;
  distanceM: number;
  /** GeoJSON MultiPolygon in WGS 84. */
  geometry: string;
};

/**
 * Every other field within `metres` of the field's boundary, nearest first, and the free land
 * (CLU fields nobody has claimed) on which the account noted a neighbour's crop, trait or a
 * building (adjacent traits): that crop is as real to drift as a claimed field's. A note on a
 * CLU that has since been claimed gives way to the field, whose grower records its own crop.
 */
export async function fieldsNear(
  db: Queryable,
  fieldUuid: string,
  accountId: number,
  metres: number,
): Promise<NearbyField[]> {
  const rows = await db.query<{
    uuid: string;
    name: string | null;
    account_id: string | number | null;
    crop_id: number | null;
    crop_trait_id: number | null;
    is_building: boolean;
    distance_m: number;
    geometry: string;
  }>(
    `WITH f AS MATERIALIZED (SELECT geom FROM fields WHERE uuid = $1),
     near AS (
       SELECT n.uuid, n.name, n.account_id, n.crop_id, n.crop_trait_id, n.is_building, n.geom
       FROM fields n, f
       WHERE n.uuid <> $1
         -- a cheap box first (a degree of latitude is 111 km; of longitude, less), then the metres
         AND n.geom && ST_Expand(f.geom, $2::float8 / 80000.0)
         AND ST_DWithin(n.geom::geography, f.geom::geography, $2::float8)
       UNION ALL
       SELECT c.uuid, NULL, NULL, a.crop_id, a.crop_trait_id, a.is_building, c.geom
       FROM adjacent_traits a JOIN clu_fields c ON c.uuid = a.adjecent_uuid, f
       WHERE a.account_id = $3
         AND NOT EXISTS (SELECT 1 FROM fields x WHERE x.clu_uuid = c.uuid)
         AND c.geom && ST_Expand(f.geom, $2::float8 / 80000.0)
         AND ST_DWithin(c.geom::geography, f.geom::geography, $2::float8)
     )
     SELECT n.uuid, n.name, n.account_id, n.crop_id, n.crop_trait_id, n.is_building,
            ST_Distance(n.geom::geography, f.geom::geography) AS distance_m,
            ST_AsGeoJSON(n.geom, 7) AS geometry
     FROM near n, f
     ORDER BY distance_m, n.uuid`,
    [fieldUuid, metres, accountId],
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    accountId: row.account_id === null ? null : Number(row.account_id),
    crop: row.crop_id === null ? null : Number(row.crop_id),
    cropTrait: row.crop_trait_id === null ? null : Number(row.crop_trait_id),
    isBuilding: row.is_building,
    distanceM: Number(row.distance_m),
    geometry: row.geometry,
  }));
}
