import { ByteBuffer } from 'flatbuffers';
import { Header } from 'flatgeobuf/lib/mjs/flat-geobuf/header.js';
import { deserialize, serialize } from 'flatgeobuf/lib/mjs/geojson.js';
import type { FeatureCollection } from 'geojson';
import { epsgDefinition, mapPositions, toWgs84 } from '../clu/importers/reproject';
import {
  BoundaryFileError,
  boundaryGeometry,
  countPositions,
  type FileContents,
  propertiesOf,
  shown,
} from './source';

// FlatGeobuf (QGIS and GDAL write it): read with the format's own library, its coordinate system
// from the header (EPSG code or WKT); written in WGS 84.
type Crs = { code: number; wkt: string | null } | null;

/** WGS 84 or NAD 83 longitude and latitude need nothing; UTM zones and WKT go through proj4. */
function reprojection(crs: Crs): ((position: number[]) => number[]) | null {
  if (!crs || crs.code === 0) return crs?.wkt ? toWgs84(crs.wkt) : null;
  const known = epsgDefinition(crs.code);
  if (known !== undefined) return toWgs84(known);
  if (crs.wkt) return toWgs84(crs.wkt);
  throw new BoundaryFileError(
    `The file's coordinate system (EPSG:${crs.code}) is not one we can read: save it in WGS 84 (EPSG:4326) and import again.`,
  );
}

/** Bytes of one node of the packed Hilbert R-tree index: a bounding box (4 doubles) and an offset. */
const INDEX_NODE_BYTES = 40;

/** The index's size in bytes, as the format lays it out (level by level up to one root node). */
function indexBytes(features: number, nodeSize: number): number {
  const size = Math.min(Math.max(nodeSize, 2), 65_535);
  let level = features;
  let nodes = level;
  do {
    level = Math.ceil(level / size);
    nodes += level;
  } while (level > 1);
  return nodes * INDEX_NODE_BYTES;
}

/**
 * The header's claims checked against the file before the library reads it: a header that claims
 * an index over no features sends the library's index sizing round for ever (ceil(0 / n) never
 * reaches the one root node), and one that claims more features or index than the bytes can hold
 * would have it read past them. Such a file is refused, naming what does not add up.
 */
function checkHeader(bytes: Buffer, limits: { features: number }): void {
  const notFgb =
    'The file is not FlatGeobuf: it does not begin as one. Save it again from QGIS or GDAL, and import again.';
  if (bytes.length < 12 || bytes.toString('latin1', 0, 3) !== 'fgb') throw new BoundaryFileError(notFgb);
  const headerSize = bytes.readUInt32LE(8);
  if (headerSize < 4 || 12 + headerSize > bytes.length)
    throw new BoundaryFileError(
      `The FlatGeobuf file is cut short: its header claims ${headerSize.toLocaleString('en-US')} bytes, and the file holds ${bytes.length.toLocaleString('en-US')}.`,
    );
  let features: number;
  let nodeSize: number;
  try {
    const header = Header.getSizePrefixedRootAsHeader(
      new ByteBuffer(new Uint8Array(bytes.subarray(8, 12 + headerSize))),
    );
    features = Number(header.featuresCount());
    nodeSize = header.indexNodeSize();
  } catch (error) {
    throw new BoundaryFileError(
      `The FlatGeobuf file's header cannot be read: ${shown((error as Error).message)}.`,
    );
  }
  if (features > limits.features)
    throw new BoundaryFileError(
      `The file holds more than ${limits.features.toLocaleString('en-US')} features; import it in parts.`,
    );
  if (nodeSize === 0) return;
  if (features === 0)
    throw new BoundaryFileError(
      'The FlatGeobuf file claims a spatial index over no features, which no writer makes: save it again from QGIS or GDAL and import again.',
    );
  // After the index, each feature takes at least its 4-byte length.
  const needed = 12 + headerSize + indexBytes(features, nodeSize) + 4 * features;
  if (needed > bytes.length)
    throw new BoundaryFileError(
      `The FlatGeobuf file is cut short: its header claims ${features.toLocaleString('en-US')} features with their index, which need at least ${needed.toLocaleString('en-US')} bytes, and the file holds ${bytes.length.toLocaleString('en-US')}.`,
    );
}

export async function readFlatgeobuf(
  bytes: Buffer,
  limits: { features: number; corners: number },
): Promise<FileContents> {
  checkHeader(bytes, limits);
  let crs: Crs = null;
  let project: ReturnType<typeof reprojection> | undefined;
  const contents: FileContents = { features: [], notes: [] };
  let corners = 0;
  try {
    for await (const feature of deserialize(new Uint8Array(bytes), {
      headerMetaFn: (header) => {
        crs = header.crs ? { code: header.crs.code, wkt: header.crs.wkt } : null;
      },
    })) {
      if (contents.features.length >= limits.features)
        throw new BoundaryFileError(
          `The file holds more than ${limits.features.toLocaleString('en-US')} features; import it in parts.`,
        );
      if (project === undefined) project = reprojection(crs);
      const geometry = boundaryGeometry(feature.geometry) as { type: string; coordinates?: unknown } | null;
      corners += countPositions(geometry?.coordinates);
      if (corners > limits.corners)
        throw new BoundaryFileError(
          `The file holds more than ${limits.corners.toLocaleString('en-US')} corners; import it in parts.`,
        );
      contents.features.push({
        number: contents.features.length + 1,
        ...propertiesOf(feature.properties as Record<string, unknown> | null),
        geometry:
          geometry?.coordinates && project
            ? { ...geometry, coordinates: mapPositions(geometry.coordinates, project) }
            : geometry,
      });
    }
  } catch (error) {
    if (error instanceof BoundaryFileError) throw error;
    throw new BoundaryFileError(
      `The file is not FlatGeobuf: ${shown((error as Error).message)}. Save it again from QGIS or GDAL, and import again.`,
    );
  }
  return contents;
}

/** Fields as FlatGeobuf, in WGS 84 (EPSG:4326). */
export const writeFlatgeobuf = (collection: unknown): Buffer =>
  Buffer.from(serialize(collection as FeatureCollection, 4326));
