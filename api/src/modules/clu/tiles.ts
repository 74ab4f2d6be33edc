import type { Viewer } from '../../auth/viewer';
import { cacheLookups } from '../../cache-lookups';
import type { Db } from '../../db/db';
import { encodeTile } from './tile-encode';
import {
  landUnitsMercator,
  landUnitsMvt,
  type TerritoryCrop,
  type TerritoryGrower,
  TILE_EXTENT,
  type Tile,
  territoryFieldsMercator,
  territoryFieldsMvt,
  tileNodeVersions,
} from './tiles-store';

// A territory at a glance (issue 54): below zoom 11 the map draws vector tiles. Each tile has two
// layers: `land_units`, the same for everyone (outlines and acres), cached by the geometry
// versions of the nodes it covers; and `fields`, the viewer's territory (its own fields and, for
// a retailer, its growers' fields) with the crop and grower the viewer may see, made per request.

/** Tiles are asked up to this zoom; from zoom 11 the map streams nodes instead. */
export const MAX_TILE_ZOOM = 10;
/** Land units are drawn from this zoom; below it a tile holds only the viewer's own fields. */
export const LAND_UNITS_MIN_ZOOM = 8;
const CACHE_BYTES = 64 * 1024 * 1024;

/** The accounts whose fields a viewer sees on the overview, with the names it knows them by. */
export type TerritoryOf = (viewer: Viewer) => Promise<{ account: number; name: string }[]>;
export type CropList = () => Promise<{ id: number; name: string }[]>;

/** Crop colours close to what growers and the USDA Cropland Data Layer use; others from the palette. */
const CROP_COLORS: Record<string, string> = {
  corn: '#ffd300',
  soybean: '#267000',
  cotton: '#ff2626',
  wheat: '#a57000',
  sorghum: '#ff9e0a',
  canola: '#d1ff00',
  rice: '#00a8e2',
  alfalfa: '#ffa5e2',
  'sugar beet': '#a800e2',
  peanut: '#704489',
  sunflower: '#ffff00',
};
const PALETTE = ['#1c7ed6', '#e8590c', '#7048e8', '#0ca678', '#d6336c', '#f59f00', '#1098ad', '#74b816'];

/** A growers' outline colour by their place in the territory (named order: stable across tiles). */
export const growerColor = (index: number) => PALETTE[index % PALETTE.length] as string;

export class TerritoryTiles {
  private readonly cache = new Map<string, Buffer>();
  private cachedBytes = 0;

  constructor(
    private readonly db: Db,
    private readonly territoryOf: TerritoryOf,
    private readonly cropList: CropList,
  ) {}

  async tile(viewer: Viewer, tile: Tile): Promise<Buffer> {
    const [units, fields] = await Promise.all([this.landUnits(tile), this.fields(viewer, tile)]);
    // A tile is a list of layers: two encoded tiles side by side are one tile of both layers.
    return Buffer.concat([units, fields]);
  }

  private async fields(viewer: Viewer, tile: Tile): Promise<Buffer> {
    const accounts = await this.territoryOf(viewer);
    const growers: TerritoryGrower[] = [...accounts]
      .sort((a, b) => a.name.localeCompare(b.name) || a.account - b.account)
      .map((grower, index) => ({ ...grower, color: growerColor(index) }));
    const crops: TerritoryCrop[] = (await this.cropList()).map((crop, index) => ({
      ...crop,
      color: CROP_COLORS[crop.name] ?? growerColor(index),
    }));
    if (this.db.engine === 'postgres') return territoryFieldsMvt(this.db, tile, growers, crops);
    const features = await territoryFieldsMercator(this.db, tile, pixelMetres(tile), growers, crops);
    return features.length > 0 ? encodeTile(tile, TILE_EXTENT, { fields: features }) : Buffer.alloc(0);
  }

  private async landUnits(tile: Tile): Promise<Buffer> {
    if (tile.z < LAND_UNITS_MIN_ZOOM) return Buffer.alloc(0);
    const versions = await tileNodeVersions(this.db, ...nodeRange(tile));
    const key = `${tile.z}/${tile.x}/${tile.y}@${versions}`;
    const cached = this.cache.get(key);
    cacheLookups.inc({ cache: 'territory_land_units', result: cached ? 'hit' : 'miss' });
    if (cached) {
      // Most recently used last: the oldest go first when the cache is full.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const made =
      this.db.engine === 'postgres'
        ? await landUnitsMvt(this.db, tile)
        : encodeTile(tile, TILE_EXTENT, {
            land_units: await landUnitsMercator(this.db, tile, pixelMetres(tile)),
          });
    this.cache.set(key, made);
    this.cachedBytes += made.length;
    for (const [oldKey, old] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(oldKey);
      this.cachedBytes -= old.length;
    }
    return made;
  }
}

const HALF_WORLD = 20037508.342789244;
/** Web-mercator metres per tile unit at the tile's zoom. */
const pixelMetres = (tile: Tile) => (2 * HALF_WORLD) / 2 ** tile.z / TILE_EXTENT;

/** The tile's [west, south, east, north] in degrees. */
export function tileBounds({ z, x, y }: Tile): [number, number, number, number] {
  const n = 2 ** z;
  const lng = (column: number) => (column / n) * 360 - 180;
  const lat = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return [lng(x), lat(y + 1), lng(x + 1), lat(y)];
}

/**
 * The grid rows and columns (0.1° nodes) a tile covers, and one more all round: a unit belongs to
 * the node of a point on it, and may reach into the tile from a node beside it.
 */
function nodeRange(tile: Tile): [[number, number], [number, number]] {
  const [west, south, east, north] = tileBounds(tile);
  const row = (lat: number, edge: number) => Math.min(1799, Math.max(0, Math.floor((lat + 90) * 10) + edge));
  const column = (lng: number, edge: number) =>
    Math.min(3599, Math.max(0, Math.floor((lng + 180) * 10) + edge));
  return [
    [row(south, -1), row(north, 1)],
    [column(west, -1), column(east, 1)],
  ];
}
