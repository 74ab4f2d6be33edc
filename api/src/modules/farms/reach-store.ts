import type { Queryable } from '../../db/db';

// SQL of the fields a spray reaches: other accounts' cropped fields near or inside it, for
// the spray planner (through the farms service). No rules here.

/** Another account's field with a crop, as the spray planner weighs it against a spray. */
export type NeighbourCropField = {
  uuid: string;
  name: string;
  crop: number;
  crop_trait: number | null;
  account: number;
  owner: { full_name: string; email: string };
};

/** As stored: the owner by uuid (the farms service names them through accounts). */
export type StoredNeighbourCropField = Omit<NeighbourCropField, 'owner'> & { owner_uuid: string };

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
): Promise<StoredNeighbourCropField[]> {
  const rows = await db.query<{
    uuid: string;
    name: string;
    crop_id: number;
    crop_trait_id: number | null;
    account_id: string | number;
    owner_uuid: string;
  }>(
    `SELECT f.uuid, f.name, f.crop_id, f.crop_trait_id, m.account_id, f.owner_uuid
     FROM fields f
     JOIN farms m ON m.id = f.farm_id
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
    owner_uuid: row.owner_uuid,
  }));
}
