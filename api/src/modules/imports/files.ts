/// <reference path="./file-modules.d.ts" />
/// <reference path="../clu/importers/shp-write.d.ts" />

import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import wgs84Prj from '@mapbox/shp-write/src/prj.js';
import write from '@mapbox/shp-write/src/write.js';
import JSZip from 'jszip';
import tokml from 'tokml';
import { readCsv, writeCsv } from './csv';
import { readFlatgeobuf, writeFlatgeobuf } from './flatgeobuf';
import { readGeojson } from './geojson';
import { readGeopackage, writeGeopackage } from './geopackage';
import { holdsTaskdata, looksLikeTaskdata, readIsoxml, writeIsoxml } from './isoxml';
import { readKml } from './kml';
import { isMacResource, readShapefileZip } from './shapefile';
import { FILE_LIMITS, type FileContents, type NamedContents, withNames, xmlText } from './source';
import { looksLikeZip, openBoundaryZip } from './zip';

// Boundary files in and out: GeoJSON, KML or KMZ, zipped Shapefiles, FlatGeobuf, GeoPackage, CSV (WKT) and ISOXML
// (TASKDATA), read into features and written from them. No rules here (see boundaries/rules.ts) and no database: bytes in, features out.
// The readers live beside this file, one a format; each bounds its work by FILE_LIMITS as it reads.
export type BoundaryFormat = 'geojson' | 'kml' | 'shapefile' | 'flatgeobuf' | 'geopackage' | 'isoxml' | 'csv';
export { BoundaryFileError, type FileContents, type FileFeature } from './source';

/** The features of a boundary file. A file that cannot be read at all throws BoundaryFileError. */
export async function readBoundaryFile(
  format: BoundaryFormat,
  bytes: Buffer,
  /** The EPSG code the grower chose for a shapefile that came without its .prj. */
  crs?: number,
  /** The column the grower chose to name the fields from. */
  nameColumn?: string,
): Promise<NamedContents> {
  return withNames(await readContents(format, bytes, crs), nameColumn);
}

/**
 * A zip is whatever it holds, since a grower's zip is named .zip whatever is in it: a shapefile's
 * parts, else a display's TASKDATA folder (ISOXML), else a KML (a KMZ by another name). A bare
 * TASKDATA.XML sent as a zip is read as ISOXML too. The rest goes to the shapefile reader, whose
 * refusal says what the zip holds and what was expected.
 */
async function readZip(bytes: Buffer, crs?: number): Promise<FileContents> {
  if (!looksLikeZip(bytes))
    return looksLikeTaskdata(bytes)
      ? readIsoxml(bytes, FILE_LIMITS)
      : readShapefileZip(bytes, FILE_LIMITS, crs);
  let names: string[] = [];
  try {
    const zip = await openBoundaryZip(bytes);
    names = zip.entries.map((entry) => entry.name);
    zip.close();
  } catch {
    // The shapefile reader says why the zip cannot be opened.
  }
  if (!names.some((name) => /\.shp$/i.test(name) && !isMacResource(name))) {
    if (holdsTaskdata(names)) return readIsoxml(bytes, FILE_LIMITS);
    if (names.some((name) => /\.kml$/i.test(name) && !isMacResource(name))) {
      const contents = await readKml(bytes, FILE_LIMITS);
      return {
        ...contents,
        notes: ['The zip holds KML, not a shapefile: read as a KMZ.', ...contents.notes],
      };
    }
  }
  return readShapefileZip(bytes, FILE_LIMITS, crs);
}

function readContents(format: BoundaryFormat, bytes: Buffer, crs?: number): Promise<FileContents> {
  if (format === 'shapefile') return readZip(bytes, crs);
  if (format === 'isoxml') return readIsoxml(bytes, FILE_LIMITS);
  if (format === 'csv') return Promise.resolve(readCsv(bytes, FILE_LIMITS));
  // KML or KMZ: a KMZ is told by its bytes, whatever the grower called it.
  if (format === 'kml') return readKml(bytes, FILE_LIMITS);
  if (format === 'flatgeobuf') return readFlatgeobuf(bytes, FILE_LIMITS);
  if (format === 'geopackage') return Promise.resolve(readGeopackage(bytes, FILE_LIMITS));
  return Promise.resolve(readGeojson(bytes.toString('utf8')));
}

export type ExportedField = {
  name: string;
  acres: number;
  crop: string | null;
  trait: string | null;
  isBuilding: boolean;
  /** GeoJSON MultiPolygon: outer rings counter-clockwise for GeoJSON and KML, clockwise for Shapefile. */
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
};

const collection = (fields: ExportedField[]) => ({
  type: 'FeatureCollection',
  features: fields.map((field) => ({
    type: 'Feature',
    properties: {
      name: field.name,
      acres: field.acres,
      crop: field.crop ?? '',
      trait: field.trait ?? '',
      is_building: field.isBuilding,
    },
    geometry: field.geometry,
  })),
});

/**
 * Text as the DBF writer takes it: the writer stores each character's code as one byte, so it is
 * handed the UTF-8 bytes as characters, and the .cpg beside it says UTF-8. Names like
 * "O'Brien & Sons – Creek #2" then come back as they went out, in any program that reads .cpg.
 */
const utf8Bytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/**
 * A farm's fields as a shapefile that John Deere Operations Center (and the programs that follow its
 * layout) files under client, farm and field: the attributes CLIENT_NAM, FARM_NAME and FIELD_NAME
 * first, as Operations Center's own boundary shapefiles name them (CLIENT_NAME cut to a DBF
 * column's 10 characters). Sources: a grower's QGIS script that readies boundaries for Operations
 * Center (github.com/greenex94/kml2zip, kml2zip.py) and Sentera FieldAgent's import, which reads the
 * same names (fieldagent-desktop-mass-import-of-field-boundaries). The product has no client above
 * the farm, so the client is the farm's name, as the ISOXML export's CTR is. Then this product's
 * own columns, which its import reads back.
 */
const writeShapefile = (farmName: string, fields: ExportedField[]) =>
  new Promise<{ shp: DataView; shx: DataView; dbf: DataView }>((resolve, reject) =>
    write(
      fields.map((field) => ({
        CLIENT_NAM: utf8Bytes(farmName),
        FARM_NAME: utf8Bytes(farmName),
        FIELD_NAME: utf8Bytes(field.name),
        name: utf8Bytes(field.name),
        acres: field.acres,
        crop: utf8Bytes(field.crop ?? ''),
        trait: utf8Bytes(field.trait ?? ''),
        // A DBF column name holds 10 characters: "is_building" would be cut.
        building: field.isBuilding,
      })),
      'POLYGON',
      fields.map((field) => field.geometry.coordinates as unknown as number[][][]),
      (error, files) => (error ? reject(error) : resolve(files)),
    ),
  );

/** Text as XML character data: '&', '<' and '>' as references (XML 1.0 section 2.4). */
const escapedText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A farm's fields as a file: its bytes, content type and extension. */
export async function writeBoundaryFile(
  format: BoundaryFormat,
  farmNameGiven: string,
  given: ExportedField[],
): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
  // KML and ISOXML are XML: a character XML 1.0 does not allow makes the whole file unreadable to a
  // strict reader (a display's, expat, libxml2), so such characters are left out of their text.
  const xml = format === 'kml' || format === 'isoxml';
  const farmName = xml ? xmlText(farmNameGiven) : farmNameGiven;
  const fields = xml
    ? given.map((field) => ({
        ...field,
        name: xmlText(field.name),
        crop: field.crop === null ? null : xmlText(field.crop),
        trait: field.trait === null ? null : xmlText(field.trait),
      }))
    : given;
  if (format === 'geojson')
    return {
      bytes: Buffer.from(JSON.stringify(collection(fields))),
      contentType: 'application/geo+json',
      extension: 'geojson',
    };
  if (format === 'kml')
    return {
      // tokml escapes each placemark's name but writes documentName as given: a farm named
      // "O'Brien & <Sons>" made the whole file no XML (XML 1.0 section 2.4), so it is escaped here.
      bytes: Buffer.from(tokml(collection(fields), { documentName: escapedText(farmName), name: 'name' })),
      contentType: 'application/vnd.google-earth.kml+xml',
      extension: 'kml',
    };
  if (format === 'flatgeobuf')
    return {
      bytes: writeFlatgeobuf(collection(fields)),
      contentType: 'application/flatgeobuf',
      extension: 'fgb',
    };
  if (format === 'csv') return { bytes: writeCsv(fields), contentType: 'text/csv', extension: 'csv' };
  if (format === 'isoxml')
    return {
      bytes: await writeIsoxml(
        farmName,
        fields.map((field) => ({
          name: field.name,
          squareMetres: field.acres * SQUARE_METRES_PER_ACRE,
          crop: field.crop,
          trait: field.trait,
          polygons: field.geometry.coordinates,
        })),
      ),
      contentType: 'application/zip',
      extension: 'zip',
    };
  if (format === 'geopackage')
    return {
      bytes: writeGeopackage(fields),
      contentType: 'application/geopackage+sqlite3',
      extension: 'gpkg',
    };
  const zip = new JSZip();
  const base = 'fields';
  if (fields.length > 0) {
    const files = await writeShapefile(farmName, fields);
    zip.file(`${base}.shp`, files.shp.buffer as ArrayBuffer, { binary: true });
    zip.file(`${base}.shx`, files.shx.buffer as ArrayBuffer, { binary: true });
    zip.file(`${base}.dbf`, files.dbf.buffer as ArrayBuffer, { binary: true });
    zip.file(`${base}.prj`, wgs84Prj);
    zip.file(`${base}.cpg`, 'UTF-8');
  }
  return {
    bytes: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    contentType: 'application/zip',
    extension: 'zip',
  };
}
