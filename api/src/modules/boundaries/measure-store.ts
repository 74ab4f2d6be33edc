import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import type { Queryable } from '../../db/db';
import type { MultiPolygonCoordinates } from './boundary';

// PostGIS's word on a shape, drawn or imported: valid or why not (and where), its acres on the
// ellipsoid, its corners. No table is read; the rules that judge the answers are in
// field-checks.ts and rules.ts.

export const asGeometry = (param: string) => `ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON(${param}), 4326))`;
export const multi = (coordinates: MultiPolygonCoordinates) =>
  JSON.stringify({ type: 'MultiPolygon', coordinates });

export type Measured = { valid: boolean; reason: string; acres: number; vertices: number };

/** PostGIS's word on a boundary: valid or why not, its acres (ellipsoidal), its vertex count. */
export async function measure(db: Queryable, coordinates: MultiPolygonCoordinates): Promise<Measured> {
  return measureGeometry(db, asGeometry('$1'), [multi(coordinates)]);
}

/** As measure, for a geometry given as SQL (`geometry`, with its `params`). */
export async function measureGeometry(db: Queryable, geometry: string, params: unknown[]): Promise<Measured> {
  const [row] = await db.query<{ valid: boolean; reason: string; acres: number; vertices: number }>(
    `SELECT ST_IsValid(g) AS valid, ST_IsValidReason(g) AS reason,
            ST_Area(g::geography) / ${SQUARE_METRES_PER_ACRE} AS acres, ST_NPoints(g) AS vertices
     FROM (SELECT ${geometry} AS g) AS s`,
    params,
  );
  return {
    valid: Boolean(row?.valid),
    reason: row?.reason ?? '',
    acres: Number(row?.acres ?? 0),
    vertices: Number(row?.vertices ?? 0),
  };
}

export type ValidityDetail = {
  valid: boolean;
  reason: string | null;
  /** Where it breaks, when PostGIS says. */
  x: number | null;
  y: number | null;
  acres: string | number;
  empty: boolean;
};

/** ST_IsValidDetail of a GeoJSON MultiPolygon, its emptiness and its acres. */
export async function validityDetail(db: Queryable, multipolygon: string): Promise<ValidityDetail | null> {
  const [row] = await db.query<ValidityDetail>(
    `SELECT (d).valid AS valid, (d).reason AS reason, ST_X((d).location) AS x, ST_Y((d).location) AS y,
            ST_IsEmpty(g) AS empty, ST_Area(g::geography) / ${SQUARE_METRES_PER_ACRE} AS acres
     FROM (SELECT g, ST_IsValidDetail(g) AS d
           FROM (SELECT ST_SetSRID(ST_GeomFromGeoJSON($1), 4326) AS g) AS input) AS checked`,
    [multipolygon],
  );
  return row ?? null;
}
