import type { Queryable } from '../../db/db';

// SQL of farms and claimed fields; no rules here, only reads and writes.
export type ClaimedField = {
  uuid: string;
  name: string;
  area: number;
  /** Null for a boundary drawn for a neighbour: it belongs to none of the grower's farms. */
  farm: number | null;
  owner: { full_name: string; email: string };
  crop: number | null;
  crop_trait: number | null;
  is_building: boolean;
  /** The CLU the field was claimed from; null for a boundary drawn by hand. */
  clu: string | null;
  /** The field's own boundary, GeoJSON. */
  geometry: { type: 'MultiPolygon'; coordinates: [number, number][][][] };
  /** Other accounts' fields overlapping this one past the dispute tolerance, with the overlap in acres. */
  dispute_fields: { uuid: string; area: number }[];
  /** The fields merged into this one (their records are kept in field_history). */
  merged_from: string[];
};

/**
 * Two accounts' fields are a dispute when they overlap by more than this many acres (about
 * 400 m², e.g. a 2 m strip along a 200 m edge): boundaries traced from the same imagery or
 * snapped to the same CLU edge share lines and differ by slivers well under this, while a
 * field drawn over a neighbour's land overlaps by far more.
 */
export const DISPUTE_TOLERANCE_ACRES = 0.1;
const ACRE_M2 = 4046.8564224;

export async function firstFarmOf(db: Queryable, accountId: number): Promise<number | null> {
  const [row] = await db.query<{ id: string | number }>(
    'SELECT id FROM farms WHERE account_id = $1 ORDER BY id LIMIT 1',
    [accountId],
  );
  return row ? Number(row.id) : null;
}

export async function farmOwnedBy(db: Queryable, farmId: number, accountId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM farms WHERE id = $1 AND account_id = $2', [farmId, accountId]);
  return rows.length > 0;
}

/** The account's first farm, named as at registration (accounts.name). */
export async function createFirstFarm(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    'INSERT INTO farms (account_id, name) SELECT id, name FROM accounts WHERE id = $1 RETURNING id',
    [accountId],
  );
  return Number(row?.id);
}

export async function countAccountFields(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM fields f JOIN farms m ON m.id = f.farm_id WHERE m.account_id = $1',
    [accountId],
  );
  return Number(row?.count ?? 0);
}

export async function nameTakenInFarm(db: Queryable, farmId: number, name: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM fields WHERE farm_id = $1 AND lower(name) = lower($2)', [
    farmId,
    name,
  ]);
  return rows.length > 0;
}

/** 'missing' when no such CLU, 'taken' when it is claimed already. */
export async function cluClaimState(db: Queryable, cluUuid: string): Promise<'free' | 'taken' | 'missing'> {
  const [row] = await db.query<{ claimed: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM fields f WHERE f.clu_uuid = c.uuid
       OR (${cluCoveredBy('f', 'c')})
     ) AS claimed
     FROM clu_fields c WHERE c.uuid = $1`,
    [cluUuid],
  );
  if (!row) return 'missing';
  return row.claimed ? 'taken' : 'free';
}

/**
 * SQL: a farm field (alias `field`) covers most of a CLU (alias `clu`), so the CLU shows as
 * claimed even when the field was drawn, or merged from it, rather than claimed from it.
 */
export const cluCoveredBy = (field: string, clu: string) =>
  `${field}.farm_id IS NOT NULL AND ${field}.geom && ${clu}.geom AND ST_Intersects(${field}.geom, ${clu}.geom)
   AND ST_Area(ST_Intersection(${field}.geom, ${clu}.geom)) > 0.5 * ST_Area(${clu}.geom)`;

/**
 * Claims a CLU into a farm as a new field with its own uuid and a copy of the CLU's boundary;
 * null when someone claimed it first (the unique clu_uuid).
 */
export async function insertClaim(
  db: Queryable,
  claim: { cluUuid: string; farmId: number; ownerUuid: string; name: string },
): Promise<string | null> {
  const [inserted] = await db.query<{ uuid: string }>(
    `INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, clu_uuid, geom, acres)
     SELECT gen_random_uuid(), $2, (SELECT account_id FROM farms WHERE id = $2), $3, $4, c.uuid, c.geom, c.acres
     FROM clu_fields c WHERE c.uuid = $1
     ON CONFLICT DO NOTHING RETURNING uuid`,
    [claim.cluUuid, claim.farmId, claim.ownerUuid, claim.name],
  );
  return inserted?.uuid ?? null;
}

export type Farm = { id: number; name: string; field_count: number; acres: number };

/** The account's farms, each with how many fields it holds and their acres. */
export async function farmsOf(db: Queryable, accountId: number): Promise<Farm[]> {
  const rows = await db.query<{
    id: string | number;
    name: string;
    field_count: string | number;
    acres: string | number;
  }>(
    `SELECT m.id, m.name, count(f.uuid) AS field_count, coalesce(sum(f.acres), 0) AS acres
     FROM farms m LEFT JOIN fields f ON f.farm_id = m.id
     WHERE m.account_id = $1
     GROUP BY m.id ORDER BY m.id`,
    [accountId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    field_count: Number(row.field_count),
    acres: Number(row.acres),
  }));
}

export async function countFarms(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM farms WHERE account_id = $1',
    [accountId],
  );
  return Number(row?.count ?? 0);
}

export async function farmNameTaken(
  db: Queryable,
  accountId: number,
  name: string,
  except?: number,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM farms WHERE account_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3',
    [accountId, name, except ?? null],
  );
  return rows.length > 0;
}

export async function insertFarm(db: Queryable, accountId: number, name: string): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    'INSERT INTO farms (account_id, name) VALUES ($1, $2) RETURNING id',
    [accountId, name],
  );
  return Number(row?.id);
}

/** Renames an account's own farm; false when it has no such farm. */
export async function renameFarm(
  db: Queryable,
  accountId: number,
  id: number,
  name: string,
): Promise<boolean> {
  const rows = await db.query('UPDATE farms SET name = $3 WHERE id = $1 AND account_id = $2 RETURNING id', [
    id,
    accountId,
    name,
  ]);
  return rows.length > 0;
}

/** Deletes an account's own farm and, with it, its fields; false when it has no such farm. */
export async function deleteFarm(db: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM farms WHERE id = $1 AND account_id = $2 RETURNING id', [
    id,
    accountId,
  ]);
  return rows.length > 0;
}

export type FarmField = ClaimedField & {
  /** The county's endangered-species measures (Bulletins Live! Two) apply: the grower says so. */
  endangered_species_measures: boolean;
  /** A point inside the field, for its marker. */
  center: { lat: number; lng: number };
  /** [west, south, east, north], to fit the map to the field. */
  bbox: [number, number, number, number];
};

export const fieldsOfFarm = (db: Queryable, farmId: number) => selectFields(db, 'f.farm_id = $1', farmId);

export async function fieldByUuid(db: Queryable, uuid: string): Promise<FarmField | null> {
  const [found] = await selectFields(db, 'f.uuid = $1', uuid);
  return found ?? null;
}

async function selectFields(db: Queryable, where: string, value: unknown): Promise<FarmField[]> {
  const rows = await db.query<{
    uuid: string;
    name: string;
    acres: string | number;
    farm_id: string | number;
    full_name: string;
    email: string;
    crop_id: number | null;
    crop_trait_id: number | null;
    is_building: boolean;
    endangered_species_measures: boolean;
    clu_uuid: string | null;
    geojson: string;
    disputes: string | { uuid: string; area: string | number }[];
    merged_from: string[] | string;
    lat: number;
    lng: number;
    west: number;
    south: number;
    east: number;
    north: number;
  }>(
    `SELECT f.uuid, f.name, f.acres, f.farm_id, u.full_name, u.email,
            f.crop_id, f.crop_trait_id, f.is_building, f.endangered_species_measures, f.clu_uuid,
            f.merged_from::text[] AS merged_from,
            ST_AsGeoJSON(f.geom, 7) AS geojson, d.disputes,
            ST_Y(p.point) AS lat, ST_X(p.point) AS lng,
            ST_XMin(f.geom) AS west, ST_YMin(f.geom) AS south, ST_XMax(f.geom) AS east, ST_YMax(f.geom) AS north
     FROM fields f
     JOIN users u ON u.uuid = f.owner_uuid
     CROSS JOIN LATERAL (SELECT ST_PointOnSurface(f.geom) AS point) AS p
     CROSS JOIN LATERAL (${disputesOf('f')}) AS d
     WHERE ${where}
     ORDER BY lower(f.name), f.uuid`,
    [value],
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    area: Number(row.acres),
    farm: row.farm_id === null ? null : Number(row.farm_id),
    owner: { full_name: row.full_name, email: row.email },
    crop: row.crop_id === null ? null : Number(row.crop_id),
    crop_trait: row.crop_trait_id === null ? null : Number(row.crop_trait_id),
    is_building: row.is_building,
    endangered_species_measures: row.endangered_species_measures,
    clu: row.clu_uuid,
    geometry: JSON.parse(row.geojson),
    dispute_fields: (typeof row.disputes === 'string' ? JSON.parse(row.disputes) : row.disputes).map(
      (each: { uuid: string; area: string | number }) => ({ uuid: each.uuid, area: Number(each.area) }),
    ),
    merged_from: pgArray(row.merged_from),
    center: { lat: Number(row.lat), lng: Number(row.lng) },
    bbox: [Number(row.west), Number(row.south), Number(row.east), Number(row.north)],
  }));
}

/**
 * SQL for a lateral subquery: the disputes of a farm field (alias `field`), as a JSON list of
 * { uuid, area } — other accounts' farm fields overlapping it past the tolerance.
 */
export const disputesOf = (field: string) => `
  SELECT coalesce(json_agg(json_build_object('uuid', o.uuid, 'area', round(o.area::numeric, 2)) ORDER BY o.uuid), '[]') AS disputes
  FROM (
    SELECT g.uuid, ST_Area(ST_Intersection(${field}.geom, g.geom)::geography) / ${ACRE_M2} AS area
    FROM fields g
    WHERE ${field}.farm_id IS NOT NULL AND g.farm_id IS NOT NULL AND g.account_id <> ${field}.account_id
      AND g.geom && ${field}.geom AND ST_Intersects(g.geom, ${field}.geom)
  ) AS o
  WHERE o.area > ${DISPUTE_TOLERANCE_ACRES}`;

/** pg returns uuid[] as a JS array; PGlite's text[] as '{a,b}' on some paths. */
function pgArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

/** Sets a field's crop and trait (null clears them). */
export async function setFieldCrop(
  db: Queryable,
  uuid: string,
  crop: { crop: number | null; cropTrait: number | null },
): Promise<void> {
  await db.query('UPDATE fields SET crop_id = $2, crop_trait_id = $3 WHERE uuid = $1', [
    uuid,
    crop.crop,
    crop.cropTrait,
  ]);
}

/**
 * A field the account holds: its farm (null for a boundary drawn for a neighbour), or
 * undefined when there is no such field or it is another account's. Locks the row, so two
 * edits of one field run one after the other.
 */
export async function ownedField(
  db: Queryable,
  uuid: string,
  accountId: number,
): Promise<{ farm: number | null } | undefined> {
  const [row] = await db.query<{ farm_id: string | number | null }>(
    'SELECT f.farm_id FROM fields f WHERE f.uuid = $1 AND f.account_id = $2 FOR UPDATE',
    [uuid, accountId],
  );
  if (!row) return undefined;
  return { farm: row.farm_id === null ? null : Number(row.farm_id) };
}

export async function renameField(db: Queryable, uuid: string, name: string): Promise<void> {
  await db.query('UPDATE fields SET name = $2 WHERE uuid = $1', [uuid, name]);
}

export async function setEndangeredSpecies(db: Queryable, uuid: string, on: boolean): Promise<void> {
  await db.query('UPDATE fields SET endangered_species_measures = $2 WHERE uuid = $1', [uuid, on]);
}

export async function labelBuilding(db: Queryable, uuid: string, isBuilding: boolean): Promise<void> {
  await db.query('UPDATE fields SET is_building = $2 WHERE uuid = $1', [uuid, isBuilding]);
}

export async function deleteField(db: Queryable, uuid: string): Promise<void> {
  await db.query('DELETE FROM fields WHERE uuid = $1', [uuid]);
}

/** Whether another field of the farm has this name, whatever its case. */
export async function nameTakenByOther(
  db: Queryable,
  farmId: number,
  name: string,
  uuid: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM fields WHERE farm_id = $1 AND lower(name) = lower($2) AND uuid <> $3',
    [farmId, name, uuid],
  );
  return rows.length > 0;
}

/** Another account's field with a crop, as the spray planner weighs it against a spray. */
export type NeighbourCropField = {
  uuid: string;
  name: string;
  crop: number;
  crop_trait: number | null;
  account: number;
  owner: { full_name: string; email: string };
};

/**
 * Other accounts' fields with a crop inside a spray's reach: the fields named in `only` when
 * the reach was judged field by field, else within `meters` of any of the sprayed fields, or
 * touching `zone` (a GeoJSON geometry) when one is given. The zone is made
 * valid first: the sprayed fields' zones arrive as one MultiPolygon whose parts may overlap, which
 * GEOS before 3.13 (PostGIS 3.3 on PostgreSQL) refuses with a TopologyException.
 */
export async function neighbourCropFields(
  db: Queryable,
  reach: {
    exceptAccount: number;
    fieldUuids: string[];
    meters: number;
    zone: string | null;
    /** The fields the spray reaches, when its reach was judged field by field. */
    only?: string[] | undefined;
  },
): Promise<NeighbourCropField[]> {
  const rows = await db.query<{
    uuid: string;
    name: string;
    crop_id: number;
    crop_trait_id: number | null;
    account_id: string | number;
    full_name: string;
    email: string;
  }>(
    `SELECT f.uuid, f.name, f.crop_id, f.crop_trait_id, m.account_id, u.full_name, u.email
     FROM fields f
     JOIN farms m ON m.id = f.farm_id
     JOIN users u ON u.uuid = f.owner_uuid
     WHERE m.account_id <> $1 AND f.crop_id IS NOT NULL AND NOT f.is_building
       AND CASE WHEN $5::uuid[] IS NOT NULL THEN f.uuid = ANY($5::uuid[])
         WHEN $4::text IS NOT NULL
         THEN ST_Intersects(f.geom, ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON($4::text), 4326)))
         ELSE EXISTS (
           SELECT 1 FROM fields s WHERE s.uuid = ANY($2::uuid[])
             AND ST_DWithin(s.geom::geography, f.geom::geography, $3))
       END
     ORDER BY m.account_id, lower(f.name)`,
    [reach.exceptAccount, reach.fieldUuids, reach.meters, reach.zone, reach.only ?? null],
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    crop: Number(row.crop_id),
    crop_trait: row.crop_trait_id === null ? null : Number(row.crop_trait_id),
    account: Number(row.account_id),
    owner: { full_name: row.full_name, email: row.email },
  }));
}
