import type { Queryable } from '../../db/db';

// SQL of one of an account's fields as a printed report draws it: its farm, acres, boundary as
// GeoJSON, a point inside it (for its weather) and its crop.

export type OutlineRow = {
  uuid: string;
  name: string;
  farm_name: string;
  farm_id: string | number;
  acres: string;
  lat: number;
  lng: number;
  geometry: string;
  crop_id: string | number | null;
};

/** The account's farm field, or null (none such, or another account's). */
export async function farmFieldOutline(
  db: Queryable,
  accountId: number,
  uuid: string,
): Promise<OutlineRow | null> {
  const [row] = await db.query<OutlineRow>(
    `SELECT f.uuid, f.name, m.name AS farm_name, m.id AS farm_id, f.acres, ST_AsGeoJSON(f.geom, 7) AS geometry,
            ST_Y(ST_PointOnSurface(f.geom)) AS lat, ST_X(ST_PointOnSurface(f.geom)) AS lng, f.crop_id
     FROM fields f JOIN farms m ON m.id = f.farm_id
     WHERE f.uuid = $1 AND m.account_id = $2`,
    [uuid, accountId],
  );
  return row ?? null;
}
