import { checkGeometry, type Rings } from '../../clu/importers/validate';
import type { Queryable } from '../../db/db';

// The rules every boundary a grower brings in must pass, whether drawn or imported (issue 16:
// valid, non-empty, at most 10,000 vertices, 0.01 to 50,000 acres, inside the US). The shape
// is checked here in TypeScript (rings, numbers, crossings, the vertex bound); validity and
// acreage are PostGIS's answer, as they are what is stored.
export const MAX_VERTICES = 10_000;
export const MIN_ACRES = 0.01;
export const MAX_ACRES = 50_000;

/**
 * The United States as boxes [west, south, east, north]: the lower 48, Alaska (both sides of
 * the antimeridian), Hawaii, Puerto Rico with the Virgin Islands, Guam with the Northern
 * Marianas. Coarse on purpose: a box refuses a boundary drawn off Africa, not one in Canada a
 * mile past the border, which no CLU field would be.
 */
const US_BOXES: [number, number, number, number][] = [
  [-125.0, 24.3, -66.9, 49.5],
  [-180.0, 51.0, -129.9, 71.6],
  [172.0, 51.0, 180.0, 53.1],
  [-160.6, 18.8, -154.7, 22.3],
  [-67.95, 17.6, -64.5, 18.6],
  [144.5, 13.2, 146.1, 20.6],
];

export type BoundaryCheck =
  | { ok: true; multipolygon: { type: 'MultiPolygon'; coordinates: Rings[] }; acres: number }
  | { ok: false; reason: string };

const vertexCount = (polygons: Rings[]) =>
  polygons.reduce((sum, rings) => sum + rings.reduce((inner, ring) => inner + ring.length - 1, 0), 0);

function insideUs(polygons: Rings[]): boolean {
  return polygons.every((rings) =>
    (rings[0] ?? []).every(([lng, lat]) =>
      US_BOXES.some(
        ([west, south, east, north]) => lng >= west && lng <= east && lat >= south && lat <= north,
      ),
    ),
  );
}

/** The shape checks, without the database: a reason, or the repaired polygons. */
export function checkBoundaryShape(
  geometry: unknown,
): { ok: true; polygons: Rings[] } | { ok: false; reason: string } {
  if (typeof geometry === 'string')
    return { ok: false, reason: 'the boundary is text, not GeoJSON coordinates' };
  const shaped = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!shaped || typeof shaped !== 'object' || typeof shaped.type !== 'string')
    return { ok: false, reason: 'no geometry' };
  const checked = checkGeometry({ type: shaped.type, coordinates: shaped.coordinates });
  if (!checked.ok) return checked;
  const vertices = vertexCount(checked.polygons);
  if (vertices > MAX_VERTICES)
    return {
      ok: false,
      reason: `the boundary has ${vertices.toLocaleString('en-US')} corners; at most ${MAX_VERTICES.toLocaleString('en-US')} are allowed`,
    };
  if (!insideUs(checked.polygons))
    return { ok: false, reason: 'the boundary is not inside the United States' };
  return checked;
}

/**
 * Checks a boundary (GeoJSON Polygon or MultiPolygon, [lng, lat]) before it is stored: the
 * repaired MultiPolygon and its acres (PostGIS, ellipsoidal), or the reason it is refused.
 */
export async function checkBoundary(db: Queryable, geometry: unknown): Promise<BoundaryCheck> {
  const shape = checkBoundaryShape(geometry);
  if (!shape.ok) return shape;
  const multipolygon = { type: 'MultiPolygon' as const, coordinates: shape.polygons };
  const [row] = await db.query<{ valid: boolean; reason: string; acres: string | number; empty: boolean }>(
    `SELECT ST_IsValid(g) AS valid, ST_IsValidReason(g) AS reason, ST_IsEmpty(g) AS empty,
            ST_Area(g::geography) / 4046.8564224 AS acres
     FROM (SELECT ST_SetSRID(ST_GeomFromGeoJSON($1), 4326) AS g) AS input`,
    [JSON.stringify(multipolygon)],
  );
  if (!row || row.empty) return { ok: false, reason: 'the boundary is empty' };
  if (!row.valid) return { ok: false, reason: `the boundary is not a valid polygon (${row.reason})` };
  const acres = Number(row.acres);
  if (acres < MIN_ACRES || acres > MAX_ACRES)
    return {
      ok: false,
      reason: `the boundary covers ${acres.toLocaleString('en-US', { maximumFractionDigits: 2 })} acres; a field covers between ${MIN_ACRES} and ${MAX_ACRES.toLocaleString('en-US')} acres`,
    };
  return { ok: true, multipolygon, acres };
}
