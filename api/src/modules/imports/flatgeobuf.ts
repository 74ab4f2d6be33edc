import { deserialize, serialize } from 'flatgeobuf/lib/mjs/geojson.js';
import type { FeatureCollection } from 'geojson';
import { epsgDefinition, mapPositions, toWgs84 } from '../clu/importers/reproject';
import {
  BoundaryFileError,
  boundaryGeometry,
  countPositions,
  type FileContents,
  propertiesOf,
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

export async function readFlatgeobuf(
  bytes: Buffer,
  limits: { features: number; corners: number },
): Promise<FileContents> {
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
    throw new BoundaryFileError(`The file is not FlatGeobuf: ${(error as Error).message}.`);
  }
  return contents;
}

/** Fields as FlatGeobuf, in WGS 84 (EPSG:4326). */
export const writeFlatgeobuf = (collection: unknown): Buffer =>
  Buffer.from(serialize(collection as FeatureCollection, 4326));
