import type { BoundaryFormat } from '../../graphql/generated/graphql';

// Which boundary format a file is, from its name, and the words the menu uses for each.
export const FORMAT_LABELS: Record<BoundaryFormat, string> = {
  GEOJSON: 'GeoJSON',
  KML: 'KML',
  SHAPEFILE: 'Shapefile (zip)',
  FLATGEOBUF: 'FlatGeobuf',
  GEOPACKAGE: 'GeoPackage',
  ISOXML: 'ISOXML (TASKDATA)',
  CSV: 'CSV (WKT)',
};

/** The format of a file by its extension; null for a file we do not read. */
export function formatOfFile(name: string): BoundaryFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.geojson') || lower.endsWith('.json')) return 'GEOJSON';
  // A KMZ is a zipped KML: the api tells it by its bytes.
  if (lower.endsWith('.kml') || lower.endsWith('.kmz')) return 'KML';
  // A zip is read for what it holds: a shapefile, a display's TASKDATA folder (ISOXML) or a KML.
  if (lower.endsWith('.zip')) return 'SHAPEFILE';
  if (lower.endsWith('.xml')) return 'ISOXML';
  if (lower.endsWith('.csv') || lower.endsWith('.tsv')) return 'CSV';
  if (lower.endsWith('.fgb')) return 'FLATGEOBUF';
  if (lower.endsWith('.gpkg')) return 'GEOPACKAGE';
  return null;
}

/**
 * The coordinate systems a grower can name for a shapefile that came without its .prj: WGS 84
 * longitude and latitude, or the UTM zone (WGS 84) of the lower 48's farmland, 10N to 19N.
 */
export const COORDINATE_SYSTEMS = [
  { value: '4326', label: 'WGS 84, longitude and latitude (EPSG:4326)' },
  ...Array.from({ length: 10 }, (_, at) => ({
    value: String(32610 + at),
    label: `WGS 84 / UTM zone ${10 + at}N, metres (EPSG:${32610 + at})`,
  })),
];

/** Whether a report says a shapefile came without its .prj (the preview then asks for its system). */
export const missingPrj = (reasons: (string | null)[]) =>
  reasons.some((reason) => reason?.includes('without its .prj'));

/** The bytes of a file, base64, as the import call takes them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a whole file's bytes overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** A base64 file as a Blob to save. */
export function blobOf(base64: string, contentType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType });
}
