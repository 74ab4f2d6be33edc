/// <reference path="./boundary-file-modules.d.ts" />
/// <reference path="../../clu/importers/shp-write.d.ts" />
import wgs84Prj from '@mapbox/shp-write/src/prj.js';
import write from '@mapbox/shp-write/src/write.js';
import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import JSZip from 'jszip';
import * as shapefile from 'shapefile';
import tokml from 'tokml';
import { mapPositions, toWgs84 } from '../../clu/importers/reproject';

// Boundary files in and out: GeoJSON, KML and zipped Shapefiles, read into features and written
// from them. No rules here (see boundary-rules.ts) and no database: bytes in, features out.
export type BoundaryFormat = 'geojson' | 'kml' | 'shapefile';

export type FileFeature = {
  /** 1-based, in the file's order, as a person counts them in a report. */
  number: number;
  name: string | null;
  geometry: unknown;
};

export class BoundaryFileError extends Error {}

/** The name a boundary file gives a feature: the usual attribute names of farm software. */
export function featureName(properties: Record<string, unknown> | null | undefined): string | null {
  if (!properties) return null;
  for (const key of ['name', 'Name', 'NAME', 'field_name', 'FIELD_NAME', 'FieldName', 'FIELDNAME', 'title']) {
    const value = properties[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return null;
}

type GeoFeature = { type?: string; properties?: Record<string, unknown> | null; geometry?: unknown };

function fromCollection(parsed: unknown): FileFeature[] {
  const root = parsed as { type?: string; features?: unknown; geometry?: unknown };
  let features: GeoFeature[];
  if (root?.type === 'FeatureCollection' && Array.isArray(root.features))
    features = root.features as GeoFeature[];
  else if (root?.type === 'Feature') features = [root as GeoFeature];
  else if (root?.type === 'Polygon' || root?.type === 'MultiPolygon') features = [{ geometry: root }];
  else
    throw new BoundaryFileError(
      'The file is not GeoJSON: expected a FeatureCollection, a Feature or a Polygon.',
    );
  return features.map((feature, index) => ({
    number: index + 1,
    name: featureName(feature?.properties),
    geometry: feature?.geometry ?? null,
  }));
}

async function readShapefileZip(bytes: Buffer): Promise<FileFeature[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new BoundaryFileError('The file is not a zip archive: zip the .shp with its .dbf, .shx and .prj.');
  }
  const shpEntries = Object.values(zip.files).filter((entry) => !entry.dir && /\.shp$/i.test(entry.name));
  if (shpEntries.length === 0) throw new BoundaryFileError('The zip holds no .shp file.');
  const features: FileFeature[] = [];
  for (const shp of shpEntries) {
    const sibling = (ext: string) =>
      Object.values(zip.files).find(
        (entry) => entry.name.toLowerCase() === shp.name.toLowerCase().replace(/\.shp$/, ext),
      );
    const dbf = sibling('.dbf');
    const prj = sibling('.prj');
    const reproject = toWgs84(prj ? await prj.async('string') : null);
    const collection = await shapefile.read(
      await shp.async('arraybuffer'),
      dbf ? await dbf.async('arraybuffer') : undefined,
    );
    for (const feature of collection.features) {
      const geometry = feature.geometry as { type: string; coordinates: unknown } | null;
      features.push({
        number: features.length + 1,
        name: featureName(feature.properties as Record<string, unknown>),
        geometry:
          geometry && reproject
            ? { ...geometry, coordinates: mapPositions(geometry.coordinates, reproject) }
            : geometry,
      });
    }
  }
  return features;
}

/** The features of a boundary file. A file that cannot be read at all throws BoundaryFileError. */
export async function readBoundaryFile(format: BoundaryFormat, bytes: Buffer): Promise<FileFeature[]> {
  if (format === 'shapefile') return readShapefileZip(bytes);
  const text = bytes.toString('utf8');
  if (format === 'kml') {
    let document: ReturnType<DOMParser['parseFromString']>;
    try {
      // xmldom throws on a fatal error; an XML document that is not KML has no <kml> root.
      document = new DOMParser({ onError: () => undefined }).parseFromString(text, 'text/xml');
    } catch {
      throw new BoundaryFileError('The file is not KML.');
    }
    if (document.getElementsByTagName('kml').length === 0)
      throw new BoundaryFileError('The file is not KML.');
    // togeojson reads a DOM Document; xmldom's is the same interfaces without a browser.
    return fromCollection(kml(document as unknown as Parameters<typeof kml>[0]));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BoundaryFileError('The file is not GeoJSON: it is not valid JSON.');
  }
  return fromCollection(parsed);
}

export type ExportedField = {
  name: string;
  acres: number;
  crop: string | null;
  trait: string | null;
  /** GeoJSON MultiPolygon: outer rings counter-clockwise for GeoJSON and KML, clockwise for Shapefile. */
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
};

const collection = (fields: ExportedField[]) => ({
  type: 'FeatureCollection',
  features: fields.map((field) => ({
    type: 'Feature',
    properties: { name: field.name, acres: field.acres, crop: field.crop ?? '', trait: field.trait ?? '' },
    geometry: field.geometry,
  })),
});

const writeShapefile = (fields: ExportedField[]) =>
  new Promise<{ shp: DataView; shx: DataView; dbf: DataView }>((resolve, reject) =>
    write(
      fields.map((field) => ({
        name: field.name,
        acres: field.acres,
        crop: field.crop ?? '',
        trait: field.trait ?? '',
      })),
      'POLYGON',
      fields.map((field) => field.geometry.coordinates as unknown as number[][][]),
      (error, files) => (error ? reject(error) : resolve(files)),
    ),
  );

/** A farm's fields as a file: its bytes, content type and extension. */
export async function writeBoundaryFile(
  format: BoundaryFormat,
  farmName: string,
  fields: ExportedField[],
): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
  if (format === 'geojson')
    return {
      bytes: Buffer.from(JSON.stringify(collection(fields))),
      contentType: 'application/geo+json',
      extension: 'geojson',
    };
  if (format === 'kml')
    return {
      bytes: Buffer.from(tokml(collection(fields), { documentName: farmName, name: 'name' })),
      contentType: 'application/vnd.google-earth.kml+xml',
      extension: 'kml',
    };
  const zip = new JSZip();
  const base = 'fields';
  if (fields.length > 0) {
    const files = await writeShapefile(fields);
    zip.file(`${base}.shp`, files.shp.buffer as ArrayBuffer, { binary: true });
    zip.file(`${base}.shx`, files.shx.buffer as ArrayBuffer, { binary: true });
    zip.file(`${base}.dbf`, files.dbf.buffer as ArrayBuffer, { binary: true });
    zip.file(`${base}.prj`, wgs84Prj);
  }
  return {
    bytes: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    contentType: 'application/zip',
    extension: 'zip',
  };
}
