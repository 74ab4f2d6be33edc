import type { Queryable } from '../../db/db';

// SQL of the fields seen from the map, whoever holds them: a grower's field (claimed or drawn)
// or a free CLU field, and the notes (adjacent traits) a grower keeps about their neighbours'.
// The map knows a claimed CLU by the CLU's uuid, so a field is found by its own uuid or its CLU's.
// Fields and land units are read from the views their modules publish (`field_shapes` of farms,
// `clu_shapes` of clu: docs/domains.md), since neighbours are found by distance in one query.
export type MapField = {
  uuid: string;
  /** The CLU the field is, or came from; null for a drawn boundary. */
  clu: string | null;
  /** Null for a free CLU field. */
  name: string | null;
  area: number;
  farm: number | null;
  account: number | null;
  /** Who holds the field (the service names them through accounts); null for a free CLU field. */
  owner_uuid: string | null;
  crop: number | null;
  crop_trait: number | null;
  is_building: boolean;
  center: { lat: number; lng: number };
  bbox: [number, number, number, number];
};

export type AdjacentTrait = {
  id: number;
  adjecent_uuid: string;
  crop: number | null;
  crop_trait: number | null;
  is_building: boolean;
};

type Row = {
  uuid: string;
  clu: string | null;
  name: string | null;
  acres: string | number;
  farm_id: string | number | null;
  account_id: string | number | null;
  owner_uuid: string | null;
  crop_id: number | null;
  crop_trait_id: number | null;
  is_building: boolean;
  lat: number;
  lng: number;
  west: number;
  south: number;
  east: number;
  north: number;
};

const toMapField = (row: Row): MapField => ({
  uuid: row.uuid,
  clu: row.clu,
  name: row.name,
  area: Number(row.acres),
  farm: row.farm_id === null ? null : Number(row.farm_id),
  account: row.account_id === null ? null : Number(row.account_id),
  owner_uuid: row.owner_uuid,
  crop: row.crop_id,
  crop_trait: row.crop_trait_id,
  is_building: row.is_building,
  center: { lat: Number(row.lat), lng: Number(row.lng) },
  bbox: [Number(row.west), Number(row.south), Number(row.east), Number(row.north)],
});

const placed = `ST_Y(ST_PointOnSurface(geom)) AS lat, ST_X(ST_PointOnSurface(geom)) AS lng,
  ST_XMin(geom) AS west, ST_YMin(geom) AS south, ST_XMax(geom) AS east, ST_YMax(geom) AS north`;

/** Fields and free CLU fields in one shape; `$n` parameters are the caller's. */
const mapFields = (fieldWhere: string, cluWhere: string) => `
  SELECT uuid, clu, name, acres, farm_id, account_id, owner_uuid, crop_id, crop_trait_id, is_building, ${placed}
  FROM (
    SELECT f.uuid, f.clu_uuid AS clu, f.name, f.acres, f.farm_id, f.account_id, f.owner_uuid,
           f.crop_id, f.crop_trait_id, f.is_building, f.geom
    FROM field_shapes f
    WHERE f.farm_id IS NOT NULL AND (${fieldWhere})
    UNION ALL
    SELECT c.uuid, c.uuid, NULL, c.acres, NULL, NULL, NULL, NULL, NULL, false, c.geom
    FROM clu_shapes c
    WHERE ${cluWhere} AND NOT EXISTS (SELECT 1 FROM field_shapes f WHERE f.clu_uuid = c.uuid)
  ) AS found`;

/** The field the map calls `uuid`: a field by its own or its CLU's uuid, or a free CLU field. */
export async function mapFieldByUuid(db: Queryable, uuid: string): Promise<MapField | null> {
  const [row] = await db.query<Row>(mapFields('f.uuid = $1 OR f.clu_uuid = $1', 'c.uuid = $1'), [uuid]);
  return row ? toMapField(row) : null;
}

/**
 * Fields within this many metres of each other are neighbours: across a section-line road with
 * its ditches (20 to 40 m) counts. Measured on the ellipsoid; a box in degrees picks candidates
 * from the spatial index first (0.0006° is more than 50 m at any US latitude).
 */
export const ADJACENT_METRES = 50;
const CANDIDATE_DEGREES = 0.0006;
const near = (geom: string) =>
  `ST_DWithin(${geom}, (SELECT geom FROM target), ${CANDIDATE_DEGREES}) AND ST_DWithin(${geom}::geography, (SELECT geom FROM target)::geography, $2)`;

/** The fields beside a field (its neighbours, ADJACENT_METRES), the field itself left out. */
export async function adjacentFieldsOf(db: Queryable, field: MapField, limit = 60): Promise<MapField[]> {
  const rows = await db.query<Row>(
    `WITH target AS MATERIALIZED (
       SELECT geom FROM field_shapes WHERE uuid = $1
       UNION ALL SELECT geom FROM clu_shapes WHERE uuid = $1 AND NOT EXISTS (SELECT 1 FROM field_shapes WHERE uuid = $1)
       LIMIT 1
     )
     ${mapFields(
       `f.uuid <> $1 AND ${near('f.geom')}`,
       `c.uuid <> $1 AND c.uuid IS DISTINCT FROM $3::uuid AND ${near('c.geom')}`,
     )}
     ORDER BY uuid LIMIT $4`,
    [field.uuid, ADJACENT_METRES, field.clu, limit],
  );
  return rows.map(toMapField);
}

type BesideRow = Row & {
  beside: string;
  note_crop_id: number | null;
  note_crop_trait_id: number | null;
  note_is_building: boolean | null;
};

/**
 * The fields beside each of many fields (as adjacentFieldsOf, `limit` each), other accounts'
 * only, each with the account's note about it if it keeps one: one query for a whole list.
 */
export async function neighboursOfFields(
  db: Queryable,
  accountId: number,
  uuids: string[],
  limit = 60,
): Promise<{ beside: string; field: MapField; note: Omit<AdjacentTrait, 'id' | 'adjecent_uuid'> | null }[]> {
  if (uuids.length === 0) return [];
  const nearTarget = (geom: string) =>
    `ST_DWithin(${geom}, t.geom, ${CANDIDATE_DEGREES}) AND ST_DWithin(${geom}::geography, t.geom::geography, $2)`;
  const rows = await db.query<BesideRow>(
    `WITH target AS MATERIALIZED (SELECT uuid, clu_uuid, geom FROM field_shapes WHERE uuid = ANY($1::uuid[]))
     SELECT n.*, t.uuid AS beside, note.crop_id AS note_crop_id, note.crop_trait_id AS note_crop_trait_id,
            note.is_building AS note_is_building
     FROM target t
     CROSS JOIN LATERAL (
       ${mapFields(
         `f.uuid <> t.uuid AND ${nearTarget('f.geom')}`,
         `c.uuid <> t.uuid AND c.uuid IS DISTINCT FROM t.clu_uuid AND ${nearTarget('c.geom')}`,
       )}
       ORDER BY uuid LIMIT $3
     ) AS n
     LEFT JOIN LATERAL (
       SELECT a.crop_id, a.crop_trait_id, a.is_building FROM adjacent_traits a
       WHERE a.account_id = $4 AND (a.adjecent_uuid = n.uuid OR a.adjecent_uuid = n.clu)
       ORDER BY a.id LIMIT 1
     ) AS note ON true
     WHERE n.account_id IS DISTINCT FROM $4
     ORDER BY t.uuid, n.uuid`,
    [uuids, ADJACENT_METRES, limit, accountId],
  );
  return rows.map((row) => ({
    beside: row.beside,
    field: toMapField(row),
    note:
      row.note_is_building === null
        ? null
        : { crop: row.note_crop_id, crop_trait: row.note_crop_trait_id, is_building: row.note_is_building },
  }));
}

type TraitRow = {
  id: string | number;
  adjecent_uuid: string;
  crop_id: number | null;
  crop_trait_id: number | null;
  is_building: boolean;
};
const toTrait = (row: TraitRow): AdjacentTrait => ({
  id: Number(row.id),
  adjecent_uuid: row.adjecent_uuid,
  crop: row.crop_id,
  crop_trait: row.crop_trait_id,
  is_building: row.is_building,
});

/** The account's notes about any of these fields (each by its own or its CLU's uuid). */
export async function adjacentTraitsFor(
  db: Queryable,
  accountId: number,
  uuids: string[],
): Promise<AdjacentTrait[]> {
  if (uuids.length === 0) return [];
  const rows = await db.query<TraitRow>(
    `SELECT id, adjecent_uuid, crop_id, crop_trait_id, is_building FROM adjacent_traits
     WHERE account_id = $1 AND adjecent_uuid = ANY($2::uuid[]) ORDER BY id`,
    [accountId, uuids],
  );
  return rows.map(toTrait);
}

export async function adjacentTraitById(
  db: Queryable,
  accountId: number,
  id: number,
): Promise<AdjacentTrait | null> {
  const [row] = await db.query<TraitRow>(
    `SELECT id, adjecent_uuid, crop_id, crop_trait_id, is_building FROM adjacent_traits
     WHERE account_id = $1 AND id = $2`,
    [accountId, id],
  );
  return row ? toTrait(row) : null;
}

/** Writes the account's note about a field, replacing the one it had. */
export async function upsertAdjacentTrait(
  db: Queryable,
  accountId: number,
  note: Omit<AdjacentTrait, 'id'>,
): Promise<AdjacentTrait> {
  const [row] = await db.query<TraitRow>(
    `INSERT INTO adjacent_traits (account_id, adjecent_uuid, crop_id, crop_trait_id, is_building)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (account_id, adjecent_uuid) DO UPDATE
       SET crop_id = EXCLUDED.crop_id, crop_trait_id = EXCLUDED.crop_trait_id,
           is_building = EXCLUDED.is_building, updated_at = now()
     RETURNING id, adjecent_uuid, crop_id, crop_trait_id, is_building`,
    [accountId, note.adjecent_uuid, note.crop, note.crop_trait, note.is_building],
  );
  return toTrait(row as TraitRow);
}

export async function updateAdjacentTrait(
  db: Queryable,
  accountId: number,
  note: AdjacentTrait,
): Promise<void> {
  await db.query(
    `UPDATE adjacent_traits SET crop_id = $3, crop_trait_id = $4, is_building = $5, updated_at = now()
     WHERE account_id = $1 AND id = $2`,
    [accountId, note.id, note.crop, note.crop_trait, note.is_building],
  );
}

export async function deleteAdjacentTrait(db: Queryable, accountId: number, id: number): Promise<void> {
  await db.query('DELETE FROM adjacent_traits WHERE account_id = $1 AND id = $2', [accountId, id]);
}

/** Whether this address was invited to this field in the last day (an invitation is mailed once a day). */
export async function invitedToday(db: Queryable, fieldUuid: string, email: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM field_invites
     WHERE field_uuid = $1 AND lower(email) = lower($2) AND created_at > now() - interval '1 day'`,
    [fieldUuid, email],
  );
  return rows.length > 0;
}

export async function recordInvite(
  db: Queryable,
  invite: { fieldUuid: string; inviterUuid: string; email: string },
): Promise<void> {
  await db.query('INSERT INTO field_invites (field_uuid, inviter_uuid, email) VALUES ($1, $2, $3)', [
    invite.fieldUuid,
    invite.inviterUuid,
    invite.email,
  ]);
}
