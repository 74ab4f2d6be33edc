import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import type { Queryable } from '../../db/db';
import { utmSridOf, withinMetresBox } from '../../db/spatial';

// SQL of the fields a boundary file brings in or takes out (the imports module reaches them
// through the farms service): the names a farm holds, the account's fields a boundary repeats, a
// field written from a file, and a farm's fields as GeoJSON for a file.

/** The names of a farm's fields, lowercased (names are unique in a farm whatever their case). */
export async function namesInFarm(db: Queryable, farmId: number): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>('SELECT name FROM fields WHERE farm_id = $1', [farmId]);
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

/** A field of the account whose boundary a file's feature repeats. */
export type MatchingField = {
  uuid: string;
  name: string;
  farm: number;
  farm_name: string;
  /** The Hausdorff distance between the two boundaries, in metres. */
  metres: number;
};

/**
 * For each boundary (GeoJSON MultiPolygons, already held to the shape rules), the account's farm
 * fields whose boundary is the same within `metres`, nearest first; one query for them all.
 *
 * "The same within 1 m" is the Hausdorff distance between the two boundaries (their rings,
 * holes included): the farthest any point of either boundary lies from the other. Within 1 m
 * every corner and every edge of each is within 1 m of the other, which no summary figure says
 * (equal acres or centres pass a field turned on its centre; an area of difference grows with a
 * field's length). It is measured in the UTM zone of the boundary (metres, at most 0.04% scale
 * error there) on boundaries densified to quarter edges, since PostGIS measures from vertices and
 * a long edge could bow away from the other boundary between them.
 */
export async function fieldsMatching(
  db: Queryable,
  accountId: number,
  multipolygons: readonly string[],
  metres: number,
): Promise<MatchingField[][]> {
  if (multipolygons.length === 0) return [];
  const rows = await db.query<{
    n: string | number;
    uuid: string;
    name: string;
    farm_id: string | number;
    farm_name: string;
    metres: number;
  }>(
    `WITH input AS (
       SELECT i.n, ST_SetSRID(ST_GeomFromGeoJSON(i.json), 4326) AS g
       FROM unnest($2::text[]) WITH ORDINALITY AS i(json, n)
     ),
     zone AS (
       SELECT n, g, ${utmSridOf('g')} AS srid, ST_Boundary(g) AS outline,
              $3::float8 / (111320.0 * cos(radians(least(89.0, greatest(abs(ST_YMin(g)), abs(ST_YMax(g))))))) AS degrees
       FROM input
     )
     SELECT zone.n, f.uuid, f.name, f.farm_id, fa.name AS farm_name, d.metres
     FROM zone
     JOIN fields f ON ${withinMetresBox('f.geom', 'zone.g', '$3')}
       -- Within the distance all along, each side of either box is within it of the other's:
       -- a field beside this one (touching, so in the index's answer) is left out unmeasured.
       AND ST_Expand(zone.g, zone.degrees) ~ f.geom AND ST_Expand(f.geom, zone.degrees) ~ zone.g
     JOIN farms fa ON fa.id = f.farm_id AND fa.account_id = $1
     CROSS JOIN LATERAL (
       SELECT ST_HausdorffDistance(ST_Transform(ST_Boundary(f.geom), zone.srid),
                                   ST_Transform(zone.outline, zone.srid), 0.25) AS metres
     ) AS d
     WHERE d.metres <= $3
     ORDER BY zone.n, d.metres, lower(fa.name), lower(f.name)`,
    [accountId, multipolygons, metres],
  );
  const matches: MatchingField[][] = multipolygons.map(() => []);
  for (const row of rows)
    matches[Number(row.n) - 1]?.push({
      uuid: row.uuid,
      name: row.name,
      farm: Number(row.farm_id),
      farm_name: row.farm_name,
      metres: Number(row.metres),
    });
  return matches;
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
