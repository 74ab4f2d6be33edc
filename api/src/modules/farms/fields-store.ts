import type { Queryable } from '../../db/db';
import { type DisputeField, disputeFields, disputesSql } from './disputes';

// SQL of a farm's fields as records: reading them with their disputes, and the edits of name,
// crop, building label and deletion. No rules here, only reads and writes.

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
  /**
   * Other accounts' fields overlapping this one past the dispute tolerance: each separate
   * overlap's acres, and their total.
   */
  dispute_fields: DisputeField[];
  /** The fields merged into this one (their records are kept in field_history). */
  merged_from: string[];
  /** Moves on at every write of the boundary: a save from a copy of another version is refused. */
  boundary_version: number;
};

/** A farm field as stored: its owner by uuid (the farms service names them through accounts). */
export type StoredField = Omit<FarmField, 'owner'> & { owner_uuid: string };

export type FarmField = ClaimedField & {
  /** The county's endangered-species measures (Bulletins Live! Two) apply: the grower says so. */
  endangered_species_measures: boolean;
  /** A point inside the field, for its marker. */
  center: { lat: number; lng: number };
  /** [west, south, east, north], to fit the map to the field. */
  bbox: [number, number, number, number];
};

export const storedFieldsOfFarm = (db: Queryable, farmId: number) =>
  selectFields(db, 'f.farm_id = $1', farmId);

export async function storedField(db: Queryable, uuid: string): Promise<StoredField | null> {
  const [found] = await selectFields(db, 'f.uuid = $1', uuid);
  return found ?? null;
}

async function selectFields(db: Queryable, where: string, value: unknown): Promise<StoredField[]> {
  const rows = await db.query<{
    uuid: string;
    name: string;
    acres: string | number;
    farm_id: string | number;
    owner_uuid: string;
    crop_id: number | null;
    crop_trait_id: number | null;
    is_building: boolean;
    endangered_species_measures: boolean;
    clu_uuid: string | null;
    boundary_version: number;
    geojson: string;
    disputes: Parameters<typeof disputeFields>[0];
    merged_from: string[] | string;
    lat: number;
    lng: number;
    west: number;
    south: number;
    east: number;
    north: number;
  }>(
    `SELECT f.uuid, f.name, f.acres, f.farm_id, f.owner_uuid,
            f.crop_id, f.crop_trait_id, f.is_building, f.endangered_species_measures, f.clu_uuid, f.boundary_version,
            f.merged_from::text[] AS merged_from,
            ST_AsGeoJSON(f.geom, 7) AS geojson, d.disputes,
            ST_Y(p.point) AS lat, ST_X(p.point) AS lng,
            ST_XMin(f.geom) AS west, ST_YMin(f.geom) AS south, ST_XMax(f.geom) AS east, ST_YMax(f.geom) AS north
     FROM fields f
     CROSS JOIN LATERAL (SELECT ST_PointOnSurface(f.geom) AS point) AS p
     CROSS JOIN LATERAL (${disputesSql('f')}) AS d
     WHERE ${where}
     ORDER BY lower(f.name), f.uuid`,
    [value],
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    area: Number(row.acres),
    farm: row.farm_id === null ? null : Number(row.farm_id),
    owner_uuid: row.owner_uuid,
    crop: row.crop_id === null ? null : Number(row.crop_id),
    crop_trait: row.crop_trait_id === null ? null : Number(row.crop_trait_id),
    is_building: row.is_building,
    endangered_species_measures: row.endangered_species_measures,
    clu: row.clu_uuid,
    geometry: JSON.parse(row.geojson),
    dispute_fields: disputeFields(row.disputes),
    merged_from: pgArray(row.merged_from),
    boundary_version: Number(row.boundary_version),
    center: { lat: Number(row.lat), lng: Number(row.lng) },
    bbox: [Number(row.west), Number(row.south), Number(row.east), Number(row.north)],
  }));
}

/** A field's disputes alone (see disputesSql); none for a field that is not there. */
export async function disputesOfField(db: Queryable, uuid: string): Promise<ClaimedField['dispute_fields']> {
  const [row] = await db.query<{ disputes: Parameters<typeof disputeFields>[0] }>(
    `SELECT d.disputes FROM fields f CROSS JOIN LATERAL (${disputesSql('f')}) AS d WHERE f.uuid = $1`,
    [uuid],
  );
  return row ? disputeFields(row.disputes) : [];
}

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

/** These fields' names, by name (case aside): what a spray's fields are called now. */
export async function fieldNamesOf(
  db: Queryable,
  uuids: readonly string[],
): Promise<{ uuid: string; name: string }[]> {
  if (uuids.length === 0) return [];
  return db.query<{ uuid: string; name: string }>(
    'SELECT uuid, name FROM fields WHERE uuid = ANY($1::uuid[]) ORDER BY lower(name)',
    [uuids],
  );
}

/** Keeps each field as it is now in field_history, before a merge or a split changes it. */
export async function recordHistory(
  db: Queryable,
  uuids: string[],
  event: 'merged' | 'split',
  relatedUuid: string,
  actorUuid: string,
) {
  await db.query(
    `INSERT INTO field_history (field_uuid, event, related_uuid, account_id, farm_id, owner_uuid, name, geom, acres,
                                crop_id, crop_trait_id, clu_uuid, actor_uuid)
     SELECT f.uuid, $2, $3, f.account_id, f.farm_id, f.owner_uuid, f.name, f.geom, f.acres,
            f.crop_id, f.crop_trait_id, f.clu_uuid, $4
     FROM fields f WHERE f.uuid = ANY($1::uuid[])`,
    [uuids, event, relatedUuid, actorUuid],
  );
}
