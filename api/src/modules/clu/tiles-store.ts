import type { Db } from '../../db/db';

// SQL of the map's vector tiles (a territory at low zooms). On PostgreSQL, PostGIS draws each
// layer as a Mapbox Vector Tile (ST_AsMVTGeom, ST_AsMVT); the embedded PGlite's PostGIS is built
// without protobuf-c ("ST_AsMVTGeom: Compiled without protobuf-c support"), so there PostGIS
// clips and simplifies in web-mercator metres and tiles.ts encodes the tile (see tile-encode.ts).
export type Tile = { z: number; x: number; y: number };

/** Units and fields too small to see at a zoom are left out: under a quarter of a tile pixel. */
const EXTENT = 4096;
const BUFFER = 64;

/** The grid nodes a tile covers, with their geometry versions: the land-unit layer's cache key. */
export async function tileNodeVersions(db: Db, rows: [number, number], columns: [number, number]) {
  const [row] = await db.query<{ versions: string | null }>(
    `SELECT md5(string_agg(id::text || ':' || geometry_version::text, ',' ORDER BY id)) AS versions
     FROM clu_nodes WHERE field_count > 0 AND id / 3600 BETWEEN $1 AND $2 AND id % 3600 BETWEEN $3 AND $4`,
    [rows[0], rows[1], columns[0], columns[1]],
  );
  return row?.versions ?? 'empty';
}

const envelope = 'ST_TileEnvelope($1::integer, $2::integer, $3::integer)';

/** Land units in the tile, as PostGIS's MVT: no attributes but acres (public to every viewer). */
export async function landUnitsMvt(db: Db, { z, x, y }: Tile): Promise<Buffer> {
  const [row] = await db.query<{ mvt: Buffer | Uint8Array | null }>(
    `WITH units AS (
       SELECT ST_AsMVTGeom(ST_Transform(c.geom, 3857), ${envelope}, ${EXTENT}, ${BUFFER}, true) AS geom,
              c.acres::float8 AS acres
       FROM clu_fields c WHERE c.geom && ST_Transform(${envelope}, 4326))
     SELECT ST_AsMVT(units, 'land_units', ${EXTENT}, 'geom') AS mvt FROM units WHERE geom IS NOT NULL`,
    [z, x, y],
  );
  return Buffer.from(row?.mvt ?? []);
}

/** Who the viewer may see fields of (themselves, a retailer's growers), named and coloured. */
export type TerritoryGrower = { account: number; name: string; color: string };
export type TerritoryCrop = { id: number; name: string; color: string };

const fieldsSql = (geometry: string) =>
  `SELECT ${geometry} AS geom, g.name AS grower, g.color AS grower_color,
          COALESCE(c.name, 'No crop') AS crop, COALESCE(c.color, '#868e96') AS crop_color
   FROM field_shapes f
   JOIN json_to_recordset($4::json) AS g(account bigint, name text, color text) ON g.account = f.account_id
   LEFT JOIN json_to_recordset($5::json) AS c(id integer, name text, color text) ON c.id = f.crop_id
   WHERE f.geom && ST_Transform(${envelope}, 4326)`;

/** The viewer's territory's fields in the tile, with the grower and crop they may see. */
export async function territoryFieldsMvt(
  db: Db,
  { z, x, y }: Tile,
  growers: TerritoryGrower[],
  crops: TerritoryCrop[],
): Promise<Buffer> {
  const geometry = `ST_AsMVTGeom(ST_Transform(f.geom, 3857), ${envelope}, ${EXTENT}, ${BUFFER}, true)`;
  const [row] = await db.query<{ mvt: Buffer | Uint8Array | null }>(
    `WITH territory AS (${fieldsSql(geometry)})
     SELECT ST_AsMVT(territory, 'fields', ${EXTENT}, 'geom') AS mvt FROM territory WHERE geom IS NOT NULL`,
    [z, x, y, JSON.stringify(growers), JSON.stringify(crops)],
  );
  return Buffer.from(row?.mvt ?? []);
}

/** A layer's features for the embedded database: GeoJSON in web-mercator metres, clipped to the tile. */
export type MercatorFeature = { geojson: string; properties: Record<string, string | number> };

/** `column` clipped to the tile and its buffer (metres in parameter `buffer`), simplified by `tolerance`'s. */
const clipped = (column: string, buffer: string, tolerance: string) =>
  `ST_AsGeoJSON(ST_Simplify(ST_ClipByBox2D(ST_Transform(${column}, 3857), ST_Expand(${envelope}, ${buffer}::float8)), ${tolerance}::float8), 1)`;

export async function landUnitsMercator(db: Db, tile: Tile, pixel: number): Promise<MercatorFeature[]> {
  const rows = await db.query<{ geojson: string | null; acres: number }>(
    `SELECT ${clipped('c.geom', '$4', '$5')} AS geojson, c.acres::float8 AS acres
     FROM clu_fields c WHERE c.geom && ST_Transform(${envelope}, 4326)`,
    [tile.z, tile.x, tile.y, pixel * BUFFER, pixel / 4],
  );
  // ST_Simplify gives NULL for a shape smaller than its tolerance (a field at zoom 0): none drawn.
  return rows.flatMap((row) =>
    row.geojson ? [{ geojson: row.geojson, properties: { acres: Number(row.acres) } }] : [],
  );
}

export async function territoryFieldsMercator(
  db: Db,
  tile: Tile,
  pixel: number,
  growers: TerritoryGrower[],
  crops: TerritoryCrop[],
): Promise<MercatorFeature[]> {
  const rows = await db.query<{
    geom: string | null;
    grower: string;
    grower_color: string;
    crop: string;
    crop_color: string;
  }>(fieldsSql(clipped('f.geom', '$6', '$7')), [
    tile.z,
    tile.x,
    tile.y,
    JSON.stringify(growers),
    JSON.stringify(crops),
    pixel * BUFFER,
    pixel / 4,
  ]);
  return rows.flatMap(({ geom, ...properties }) => (geom ? [{ geojson: geom, properties }] : []));
}

export const TILE_EXTENT = EXTENT;
