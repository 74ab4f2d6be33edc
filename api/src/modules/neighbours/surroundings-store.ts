import type { Viewer } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import { withinMetresBox } from '../../db/spatial';

// What lies around a boundary, for maps drawn outside the browser (the printed Application
// Summary Report): the fields beside it with their crop and trait, and the free CLU boundaries
// between them, read from the views farms and clu publish (`field_shapes`, `clu_shapes`:
// docs/domains.md). Geometry travels as GeoJSON in WGS 84.

/** Crop and trait names by id, from the catalogue (which owns them): 'soybean', 'soybean - Enlist E3'. */
export type CropNames = {
  crop(crop: number | null): string | null;
  cropTrait(crop: number | null, trait: number | null): string | null;
};

const id = (value: string | number | null) => (value === null ? null : Number(value));

/** Free land on which the viewer noted a neighbour's crop and trait, or a building (adjacent traits). */
export type NotedLand = {
  /** 'grape - Conventional', or null for a building or a note without a crop. */
  cropTrait: string | null;
  isBuilding: boolean;
  /** GeoJSON MultiPolygon. */
  geometry: string;
};

export type NearbyField = {
  uuid: string;
  /** The viewer's own fields (of any of its farms) are named; others are not. */
  name: string | null;
  own: boolean;
  /** 'soybean - Enlist E3', or null when no crop is recorded. */
  cropTrait: string | null;
  isBuilding: boolean;
  geometry: string;
};

/**
 * The fields and free CLU boundaries within `meters` of a boundary (GeoJSON), the field itself
 * left out. Other accounts' crops and traits are shown only to plan B, as on the map (spec 6).
 * Free land the viewer noted a crop or a building on comes apart, with the note: the viewer's
 * own record, shown whatever the plan.
 */
export async function fieldsAround(
  db: Queryable,
  viewer: Viewer,
  boundary: string,
  meters: number,
  exceptUuid: string | null,
  names: CropNames,
): Promise<{ fields: NearbyField[]; freeClus: string[]; notedLand: NotedLand[] }> {
  const rows = await db.query<{
    uuid: string;
    name: string;
    own: boolean;
    crop_id: string | number | null;
    crop_trait_id: string | number | null;
    is_building: boolean;
    geometry: string;
  }>(
    `WITH target AS (SELECT ST_SetSRID(ST_GeomFromGeoJSON($1), 4326) AS geom)
     SELECT f.uuid, f.name, (f.account_id = $2) AS own, f.crop_id, f.crop_trait_id, f.is_building,
            ST_AsGeoJSON(f.geom, 7) AS geometry
     FROM field_shapes f
     CROSS JOIN target
     WHERE f.farm_id IS NOT NULL
       AND ${withinMetresBox('f.geom', 'target.geom', '$3')}
       AND ST_DWithin(f.geom::geography, target.geom::geography, $3)
       AND f.uuid IS DISTINCT FROM $4::uuid
     ORDER BY ST_Distance(f.geom::geography, target.geom::geography)
     LIMIT 200`,
    [boundary, viewer.accountId, meters, exceptUuid],
  );
  const seesNeighbours = viewer.plan === 'B';
  const fields = rows.map((row) => ({
    uuid: row.uuid,
    name: row.own ? row.name : null,
    own: row.own,
    cropTrait: row.own || seesNeighbours ? names.cropTrait(id(row.crop_id), id(row.crop_trait_id)) : null,
    isBuilding: row.is_building,
    geometry: row.geometry,
  }));
  const free = await db.query<{
    geometry: string;
    noted: boolean;
    crop_id: string | number | null;
    crop_trait_id: string | number | null;
    is_building: boolean | null;
  }>(
    `WITH target AS (SELECT ST_SetSRID(ST_GeomFromGeoJSON($1), 4326) AS geom)
     SELECT ST_AsGeoJSON(c.geom, 7) AS geometry, a.id IS NOT NULL AS noted,
            a.crop_id, a.crop_trait_id, a.is_building
     FROM clu_shapes c CROSS JOIN target
     LEFT JOIN adjacent_traits a ON a.adjecent_uuid = c.uuid AND a.account_id = $3
     WHERE ${withinMetresBox('c.geom', 'target.geom', '$2')}
       AND ST_DWithin(c.geom::geography, target.geom::geography, $2)
       AND NOT EXISTS (SELECT 1 FROM field_shapes f WHERE f.clu_uuid = c.uuid)
       AND NOT ST_Intersects(ST_Buffer(c.geom, -0.00001), target.geom)
     LIMIT 300`,
    [boundary, meters, viewer.accountId],
  );
  return {
    fields,
    freeClus: free.filter((row) => !row.noted).map((row) => row.geometry),
    notedLand: free
      .filter((row) => row.noted)
      .map((row) => ({
        cropTrait: names.cropTrait(id(row.crop_id), id(row.crop_trait_id)),
        isBuilding: row.is_building ?? false,
        geometry: row.geometry,
      })),
  };
}
