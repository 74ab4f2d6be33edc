import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import type { Queryable } from '../../db/db';

// SQL of the fields a boundary file brings in or takes out (the imports module reaches them
// through the farms service): the names a farm holds, a field written from a file, and a farm's
// fields as GeoJSON for a file.

/** The names of a farm's fields, lowercased (names are unique in a farm whatever their case). */
export async function namesInFarm(db: Queryable, farmId: number): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>('SELECT name FROM fields WHERE farm_id = $1', [farmId]);
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

export type ImportedField = {
  farmId: number;
  ownerUuid: string;
  name: string;
  /** GeoJSON MultiPolygon, already held to the shape rules. */
  multipolygon: string;
  crop: number | null;
  cropTrait: number | null;
  isBuilding: boolean;
};

/** Writes a field read from a file into the farm (of the farm's account); answers its uuid. */
export async function insertImportedField(tx: Queryable, field: ImportedField): Promise<string | null> {
  const [row] = await tx.query<{ uuid: string }>(
    `INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, geom, acres, crop_id, crop_trait_id, is_building)
     SELECT gen_random_uuid(), $1, (SELECT account_id FROM farms WHERE id = $1), $2, $3, g,
            round((ST_Area(g::geography) / ${SQUARE_METRES_PER_ACRE})::numeric, 2), $5, $6, $7
     FROM (SELECT ST_SetSRID(ST_GeomFromGeoJSON($4), 4326) AS g) AS input
     RETURNING uuid`,
    [
      field.farmId,
      field.ownerUuid,
      field.name,
      field.multipolygon,
      field.crop,
      field.cropTrait,
      field.isBuilding,
    ],
  );
  return row?.uuid ?? null;
}

export type FieldForFile = {
  name: string;
  acres: number;
  crop: number | null;
  cropTrait: number | null;
  isBuilding: boolean;
  /** GeoJSON MultiPolygon, rings wound as asked. */
  geojson: string;
};

/**
 * A farm's fields for a boundary file, by name. `winding`: Shapefiles want outer rings
 * clockwise; GeoJSON (RFC 7946) and KML counter-clockwise.
 */
export async function fieldsForFile(
  db: Queryable,
  farmId: number,
  winding: 'clockwise' | 'counter-clockwise',
): Promise<FieldForFile[]> {
  const orient = winding === 'clockwise' ? 'ST_ForcePolygonCW' : 'ST_ForcePolygonCCW';
  const rows = await db.query<{
    name: string;
    acres: string | number;
    crop_id: number | null;
    crop_trait_id: number | null;
    is_building: boolean;
    geojson: string;
  }>(
    `SELECT name, acres, crop_id, crop_trait_id, is_building, ST_AsGeoJSON(${orient}(geom), 7) AS geojson
     FROM fields WHERE farm_id = $1 ORDER BY lower(name), uuid`,
    [farmId],
  );
  return rows.map((row) => ({
    name: row.name,
    acres: Number(row.acres),
    crop: row.crop_id === null ? null : Number(row.crop_id),
    cropTrait: row.crop_trait_id === null ? null : Number(row.crop_trait_id),
    isBuilding: Boolean(row.is_building),
    geojson: row.geojson,
  }));
}
