import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { deserialize } from 'flatgeobuf/lib/mjs/geojson.js';
import * as shapefile from 'shapefile';

// Boundary files as a stream of features, whatever their format; geometry still in the
// file's own projection (see reproject.ts).
export type SourceFeature = {
  index: number;
  id?: string | number;
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown } | null;
};

export type Format = 'geojson' | 'shapefile' | 'flatgeobuf';

export function formatOf(path: string): Format {
  const lower = path.toLowerCase();
  if (lower.endsWith('.shp')) return 'shapefile';
  if (lower.endsWith('.fgb')) return 'flatgeobuf';
  if (lower.endsWith('.geojson') || lower.endsWith('.json')) return 'geojson';
  throw new Error(`Unsupported file type: ${path} (use .geojson, .json, .shp or .fgb)`);
}

async function* readGeojson(path: string): AsyncGenerator<SourceFeature> {
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

async function* readShapefile(path: string): AsyncGenerator<SourceFeature> {
  const dbf = path.replace(/\.shp$/i, '.dbf');
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

async function* readFlatgeobuf(path: string): AsyncGenerator<SourceFeature> {
  const stream = Readable.toWeb(createReadStream(path)) as ReadableStream;
  let index = 0;
  for await (const feature of deserialize(stream)) {
    yield {
      index: index++,
      properties: (feature.properties ?? {}) as Record<string, unknown>,
      geometry: feature.geometry as SourceFeature['geometry'],
    };
  }
}

export function readFeatures(path: string): AsyncGenerator<SourceFeature> {
  const format = formatOf(path);
  if (format === 'shapefile') return readShapefile(path);
  if (format === 'flatgeobuf') return readFlatgeobuf(path);
  return readGeojson(path);
}
