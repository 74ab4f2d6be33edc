import type { Queryable } from '../../db/db';

// SQL of the neighbours' fields a spray reaches, read through the view farms publishes
// (field_shapes): what a start tells. No rules here.

/** Another account's farm field with a crop its grower recorded, as a start weighs it; the owner by uuid. */
export type ReachedField = {
  uuid: string;
  name: string;
  crop: number;
  crop_trait: number | null;
  account: number;
  owner_uuid: string;
};

/**
 * Other accounts' farm fields with a recorded crop that a spray reaches: the fields named in
 * `only` when the drift zone judged them one by one, else every one within `meters` of any of the
 * sprayed fields. Buildings and fields with no crop recorded are told nothing (a noted crop has
 * nobody in the product to tell). Ordered by account, then name.
 */
export async function reachedFields(
  db: Queryable,
  reach: { exceptAccount: number; fieldUuids: string[]; meters: number; only: string[] | null },
): Promise<ReachedField[]> {
  const rows = await db.query<{
    uuid: string;
    name: string;
    crop_id: number;
    crop_trait_id: number | null;
    account_id: string | number;
    owner_uuid: string;
  }>(
    `SELECT f.uuid, f.name, f.crop_id, f.crop_trait_id, f.account_id, f.owner_uuid
     FROM field_shapes f
     WHERE f.farm_id IS NOT NULL AND f.account_id <> $1 AND f.crop_id IS NOT NULL AND NOT f.is_building
       AND CASE WHEN $4::uuid[] IS NOT NULL THEN f.uuid = ANY($4::uuid[])
         ELSE EXISTS (
           SELECT 1 FROM field_shapes s WHERE s.uuid = ANY($2::uuid[])
             AND ST_DWithin(s.geom::geography, f.geom::geography, $3))
       END
     ORDER BY f.account_id, lower(f.name)`,
    [reach.exceptAccount, reach.fieldUuids, reach.meters, reach.only],
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    crop: Number(row.crop_id),
    crop_trait: row.crop_trait_id === null ? null : Number(row.crop_trait_id),
    account: Number(row.account_id),
    owner_uuid: row.owner_uuid,
  }));
}
