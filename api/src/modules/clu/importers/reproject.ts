import { existsSync, readFileSync } from 'node:fs';
import proj4 from 'proj4';

type Position = number[];
const WGS84 = 'EPSG:4326';

/** The .prj beside a file (`fields.shp` → `fields.prj`), if any. */
export function prjBeside(path: string): string | null {
  const prj = path.replace(/\.[^.]+$/, '.prj');
  return existsSync(prj) ? readFileSync(prj, 'utf8') : null;
}

/**
 * A function taking a position in the file's projection to [lng, lat], or null when the
 * file is already in geographic WGS 84 / NAD 83 coordinates.
 */
export function toWgs84(projectionWkt: string | null): ((position: Position) => Position) | null {
  if (!projectionWkt || /^GEOGCS\[/i.test(projectionWkt.trim())) return null;
  // A proj4 definition (epsgDefinition's) as well as a .prj's WKT.
  const converter = proj4(projectionWkt, WGS84);
  return (position) => converter.forward([position[0] as number, position[1] as number]);
}

/**
 * The proj4 definition of a coordinate system a grower or a file names by EPSG code: WGS 84 and
 * NAD 83 longitude/latitude (null: nothing to do), WGS 84 UTM zones (326xx north, 327xx south)
 * and NAD 83 UTM zones (269xx). Undefined for a code outside those.
 */
export function epsgDefinition(code: number): string | null | undefined {
  if (code === 4326 || code === 4269) return null;
  const north = code >= 32601 && code <= 32660;
  const south = code >= 32701 && code <= 32760;
  const nad83 = code >= 26901 && code <= 26923;
  if (!north && !south && !nad83) return undefined;
  const zone = nad83 ? code - 26900 : code % 100;
  return `+proj=utm +zone=${zone}${south ? ' +south' : ''} +datum=${nad83 ? 'NAD83' : 'WGS84'} +units=m +no_defs`;
}

/** Applies `transform` to every position of a Polygon's or MultiPolygon's coordinates. */
export function mapPositions(coordinates: unknown, transform: (position: Position) => Position): unknown {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number')
    return transform(coordinates as Position);
  return Array.isArray(coordinates)
    ? coordinates.map((inner) => mapPositions(inner, transform))
    : coordinates;
}
