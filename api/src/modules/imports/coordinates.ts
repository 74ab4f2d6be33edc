import { epsgDefinition, toWgs84 } from '../clu/importers/reproject';
import { BoundaryFileError, shown } from './source';

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
      `${where} declares its coordinates in ${typeof declared === 'number' ? `EPSG:${declared}` : `"${shown(declared, 60)}"`}, a coordinate system we cannot read${systemKind(declared)} (we read WGS 84 and NAD 83 longitude and latitude, UTM zones and Web Mercator). Reproject it to WGS 84 (EPSG:4326) in the program that wrote it (QGIS: Export, Save Features As, CRS EPSG:4326), and import again.`,
    );
  return definition === null ? null : toWgs84(definition);
}

/** What kind of system a code we cannot read names, where it is one a US file often holds. */
function systemKind(declared: number | string): string {
  const code = typeof declared === 'number' ? declared : Number(/^ESRI:{1,2}(\d+)$/i.exec(declared)?.[1]);
  // EPSG 26929–26998 and 32100–32161: NAD 83 State Plane in metres; 2222–2289 and 3417–3582 in
  // feet (NAD 83 and NAD 83(HARN)); ESRI 102629–102761: NAD 83 State Plane in feet.
  if (
    (code >= 26929 && code <= 26998) ||
    (code >= 32100 && code <= 32161) ||
    (code >= 2222 && code <= 2289) ||
    (code >= 3417 && code <= 3582) ||
    (code >= 102629 && code <= 102761)
  )
    return ', a State Plane zone';
  // EPSG 4267: NAD 27 longitude and latitude; 26701–26722 and 267xx: NAD 27 UTM; 26729–26798: NAD 27 State Plane.
  if (code === 4267 || (code >= 26701 && code <= 26798)) return ', a NAD 27 system';
  return '';
}

/**
 * Why a geometry's numbers contradict the projected system its file declares: every corner is a
 * longitude and latitude (within ±180, ±90), which in metres or feet of a projection would be a
 * field a few hundred metres across at the projection's origin (off Africa, for Web Mercator).
 * A program that reprojected the data and kept the old `crs` writes such a file. Null otherwise.
 */
export function degreesUnderProjection(geometry: unknown, declared: number | string): string | null {
  const positions = positionsOf((geometry as { coordinates?: unknown } | null)?.coordinates, []);
  if (positions.length === 0) return null;
  if (!positions.every(([x, y]) => Math.abs(x as number) <= 180 && Math.abs(y as number) <= 90)) return null;
  const [x, y] = positions[0] as [number, number];
  const named = typeof declared === 'number' ? `EPSG:${declared}` : `"${shown(declared, 60)}"`;
  return `the file says its coordinates are in ${named} (its crs), but its numbers are longitude and latitude (the first corner is ${x}, ${y}): the crs and the numbers disagree. Remove the crs or save the file again in WGS 84 (EPSG:4326), and import again`;
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
