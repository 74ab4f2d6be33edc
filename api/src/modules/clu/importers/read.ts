import { createReadStream, existsSync } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { deserialize } from 'flatgeobuf/lib/mjs/geojson.js';
import * as shapefile from 'shapefile';
import { readGeopackageRows } from './geopackage';
import { mapPositions } from './reproject';

// Boundary files as a stream of features, whatever their format; geometry still in the
// file's own projection (see reproject.ts). Each format also tells how many rows it holds,
// before the first is read where the format says so up front, for the import's progress bar.
export type SourceFeature = {
  index: number;
  id?: string | number;
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown } | null;
};

export type Format = 'geojson' | 'shapefile' | 'flatgeobuf' | 'geopackage';

export function formatOf(path: string): Format {
  const lower = path.toLowerCase();
  if (lower.endsWith('.shp')) return 'shapefile';
  if (lower.endsWith('.fgb')) return 'flatgeobuf';
  if (lower.endsWith('.gpkg')) return 'geopackage';
  if (lower.endsWith('.geojson') || lower.endsWith('.json')) return 'geojson';
  throw new Error(`Unsupported file type: ${path} (use .geojson, .json, .shp, .fgb or .gpkg)`);
}

/** Called once with the file's row count, when the format tells it. */
type OnRowCount = (rows: number) => void;

async function* readGeojson(path: string, onRowCount: OnRowCount): AsyncGenerator<SourceFeature> {
  const collection = JSON.parse(await readFile(path, 'utf8')) as {
    type?: string;
    features?: {
      id?: string | number;
      properties?: Record<string, unknown>;
      geometry: SourceFeature['geometry'];
    }[];
  };
  if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new Error(`${path} is not a GeoJSON FeatureCollection`);
  }
  onRowCount(collection.features.length);
  let index = 0;
  for (const feature of collection.features) {
    yield {
      index: index++,
      id: feature.id,
      properties: feature.properties ?? {},
      geometry: feature.geometry,
    };
  }
}

/**
 * A Shapefile's record count: the .dbf header's (a 32-bit count at byte 4), else from the .shx
 * index's size (a 100-byte header, then 8 bytes a record).
 */
async function shapefileRowCount(path: string, dbf: string): Promise<number | undefined> {
  if (existsSync(dbf)) {
    const file = await open(dbf);
    try {
      const header = Buffer.alloc(8);
      const { bytesRead } = await file.read(header, 0, 8, 0);
      return bytesRead === 8 ? header.readUInt32LE(4) : undefined;
    } finally {
      await file.close();
    }
  }
  const shx = path.replace(/\.shp$/i, '.shx');
  return existsSync(shx) ? ((await stat(shx)).size - 100) / 8 : undefined;
}

async function* readShapefile(path: string, onRowCount: OnRowCount): AsyncGenerator<SourceFeature> {
  const dbf = path.replace(/\.shp$/i, '.dbf');
  const rows = await shapefileRowCount(path, dbf);
  if (rows !== undefined) onRowCount(rows);
  const source = await shapefile.open(path, existsSync(dbf) ? dbf : undefined);
  let index = 0;
  for (let result = await source.read(); !result.done; result = await source.read()) {
    const feature = result.value;
    yield {
      index: index++,
      properties: (feature.properties ?? {}) as Record<string, unknown>,
      geometry: feature.geometry as SourceFeature['geometry'],
    };
  }
}

async function* readFlatgeobuf(path: string, onRowCount: OnRowCount): AsyncGenerator<SourceFeature> {
  const stream = Readable.toWeb(createReadStream(path)) as ReadableStream;
  // Its header holds the count; 0 means the writer did not know it.
  const headerMetaFn = (header: { featuresCount: number }) => {
    if (header.featuresCount > 0) onRowCount(header.featuresCount);
  };
  let index = 0;
  for await (const feature of deserialize(stream, { headerMetaFn })) {
    yield {
      index: index++,
      properties: (feature.properties ?? {}) as Record<string, unknown>,
      geometry: feature.geometry as SourceFeature['geometry'],
    };
  }
}

/** A GeoPackage's rows, already in WGS 84 (its layers name their own coordinate systems). */
async function* readGeopackage(path: string, onRowCount: OnRowCount): AsyncGenerator<SourceFeature> {
  let index = 0;
  for (const row of readGeopackageRows(path, onRowCount)) {
    const { geometry, project } = row;
    yield {
      index: index++,
      properties: row.properties,
      geometry:
        geometry && project
          ? { ...geometry, coordinates: mapPositions(geometry.coordinates, project) }
          : geometry,
    };
  }
}

export function readFeatures(path: string, onRowCount: OnRowCount = () => {}): AsyncGenerator<SourceFeature> {
  const format = formatOf(path);
  if (format === 'shapefile') return readShapefile(path, onRowCount);
  if (format === 'flatgeobuf') return readFlatgeobuf(path, onRowCount);
  if (format === 'geopackage') return readGeopackage(path, onRowCount);
  return readGeojson(path, onRowCount);
}
