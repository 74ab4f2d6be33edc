import { epsgDefinition, toWgs84 } from '../clu/importers/reproject';
import { BoundaryFileError } from './source';

// The coordinate system a text format declares (GeoJSON's `crs` member, EWKT's SRID), and the
// longitude/latitude mix-up a file's numbers show.

/** ArcGIS's and older programs' codes for Web Mercator, the same system as EPSG:3857. */
const WEB_MERCATOR = new Set([3857, 900913, 102100, 102113, 3785]);

/**
 * The EPSG code a GeoJSON `crs` member names, in each form programs write it: `EPSG:3857`,
 * `urn:ogc:def:crs:EPSG::26915` (and with a version, `EPSG:6.3:26915`),
 * `http://www.opengis.net/def/crs/EPSG/0/3857`, GeoJSON 2008's `{type: "EPSG", properties: {code}}`,
 * and CRS84 (longitude, latitude: 4326). Null when there is no `crs` member; a string when the
 * member names something that is not an EPSG code (said as the file says it).
 */
export function declaredCode(crs: unknown): number | string | null {
  if (!crs || typeof crs !== 'object') return null;
  const member = crs as { type?: unknown; properties?: { name?: unknown; code?: unknown } };
  const code = member.properties?.code;
  if (typeof code === 'number' || (typeof code === 'string' && /^\d+$/.test(code))) return Number(code);
  const name = member.properties?.name;
  if (typeof name !== 'string') return String(member.type ?? 'an unnamed system');
  if (/CRS:?84$|CRS84$/i.test(name.trim())) return 4326;
  const epsg = /EPSG(?::[\d.]*)?::?(\d+)$/i.exec(name.trim()) ?? /EPSG\/\d+\/(\d+)$/i.exec(name.trim());
  if (epsg?.[1]) return Number(epsg[1]);
  const esri = /^ESRI:{1,2}(\d+)$/i.exec(name.trim());
  if (esri?.[1] && WEB_MERCATOR.has(Number(esri[1]))) return Number(esri[1]);
  return name;
}

/**
 * A function from the declared system to longitude and latitude; null when the system is
 * longitude and latitude already. A system we cannot read refuses the file, naming it.
 */
export function fromDeclared(
  declared: number | string,
  where: string,
): ((position: number[]) => number[]) | null {
  const definition =
    typeof declared === 'number'
      ? WEB_MERCATOR.has(declared)
        ? 'EPSG:3857'
        : epsgDefinition(declared)
      : undefined;
  if (definition === undefined)
    throw new BoundaryFileError(
      `${where} declares its coordinates in ${typeof declared === 'number' ? `EPSG:${declared}` : `"${declared}"`}, a coordinate system we cannot read (we read WGS 84 and NAD 83 longitude and latitude, UTM zones and Web Mercator). Save it in WGS 84 (EPSG:4326) and import again.`,
    );
  return definition === null ? null : toWgs84(definition);
}

/** The United States with its territories, as wide as a swapped pair is judged: [west, south, east, north]. */
const US_BOUNDS = [-180, 13, -64, 72] as const;

const positionsOf = (coordinates: unknown, into: number[][]): number[][] => {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') into.push(coordinates as number[]);
  else if (Array.isArray(coordinates)) for (const inner of coordinates) positionsOf(inner, into);
  return into;
};

/**
 * Why a geometry's numbers look like latitude first: read as given they are off the globe or off
 * the United States, and read the other way round every corner is in it. Null otherwise.
 */
export function swappedAxes(geometry: unknown, format: string): string | null {
  const positions = positionsOf((geometry as { coordinates?: unknown } | null)?.coordinates, []);
  if (positions.length === 0) return null;
  const inUs = (lng: number, lat: number) =>
    lng >= US_BOUNDS[0] && lng <= US_BOUNDS[2] && lat >= US_BOUNDS[1] && lat <= US_BOUNDS[3];
  const asGiven = positions.every(([x, y]) => inUs(x as number, y as number));
  const swapped = positions.every(([x, y]) => inUs(y as number, x as number));
  if (asGiven || !swapped) return null;
  const [x, y] = positions[0] as [number, number];
  return `Latitude and longitude appear to be swapped: the first corner is ${x}, ${y}, latitude first, where ${format} puts longitude first. Swap the columns in the program that wrote the file, and import again.`;
}
