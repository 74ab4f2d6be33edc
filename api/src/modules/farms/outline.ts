import type { Viewer } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import type { Catalogue } from '../catalogue/compatibility';
import { farmFieldOutline } from './outline-store';

// One of the viewer's fields as a printed report starts from (reports call this): the field and
// its farm's name, its boundary and a point inside it, its crop named from the catalogue the
// caller loaded (the catalogue owns the names).

export type FieldOutline = {
  uuid: string;
  name: string;
  farmName: string;
  farmId: number;
  acres: number;
  /** A point inside the field (for its weather). */
  lat: number;
  lng: number;
  /** GeoJSON MultiPolygon. */
  geometry: string;
  /** The crop recorded on the field ('soybean'), or null. */
  crop: string | null;
};

/** One of the viewer's own farm fields, or null (none such, or not the viewer's). */
export async function ownFieldOutline(
  db: Queryable,
  viewer: Viewer,
  uuid: string,
  catalogue: Pick<Catalogue, 'crops'>,
): Promise<FieldOutline | null> {
  const row = await farmFieldOutline(db, viewer.accountId, uuid);
  if (!row) return null;
  const crop = row.crop_id === null ? null : (catalogue.crops.get(Number(row.crop_id))?.name ?? null);
  return {
    uuid: row.uuid,
    name: row.name,
    farmName: row.farm_name,
    farmId: Number(row.farm_id),
    acres: Number(row.acres),
    lat: Number(row.lat),
    lng: Number(row.lng),
    geometry: row.geometry,
    crop,
  };
}
