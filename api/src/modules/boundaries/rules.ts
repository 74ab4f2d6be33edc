import type { Queryable } from '../../db/db';
import { type Rings, repairGeometry } from '../clu/importers/validate';
import {
  boundaryMessages,
  checkBoundary as checkDrawnBoundary,
  MAX_ACRES,
  MAX_RINGS,
  MAX_VERTICES,
  MIN_ACRES,
} from './boundary';
import { validityDetail } from './measure-store';

// An imported boundary meets the rules of a drawn one (boundary.ts: rings, range, the size
// bounds, inside the US, some area) once the file's small faults are repaired; crossings,
// validity and acreage are PostGIS's answer, as they are what is stored.
export type BoundaryCheck =
  | { ok: true; multipolygon: { type: 'MultiPolygon'; coordinates: Rings[] }; acres: number }
  | { ok: false; reason: string };

const limits = {
  corners: MAX_VERTICES,
  rings: MAX_RINGS,
  cornersMessage: boundaryMessages.tooManyVertices,
  ringsMessage: boundaryMessages.tooManyRings,
};

/** The shape checks, without the database: a reason, or the repaired polygons. */
export function checkBoundaryShape(
  geometry: unknown,
): { ok: true; polygons: Rings[] } | { ok: false; reason: string } {
  if (typeof geometry === 'string')
    return { ok: false, reason: 'the boundary is text, not GeoJSON coordinates' };
  const shaped = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!shaped || typeof shaped !== 'object' || typeof shaped.type !== 'string')
    return { ok: false, reason: 'no geometry' };
  // Sizes are counted before a corner is repaired (repairGeometry's limits).
  const checked = repairGeometry({ type: shaped.type, coordinates: shaped.coordinates }, limits);
  if (!checked.ok) return checked;
  // The same rules as a boundary drawn on the map (boundary.ts), after the file's repairs.
  const ruled = checkDrawnBoundary(checked.polygons);
  return ruled.ok ? checked : { ok: false, reason: ruled.message };
}

const degrees = (value: number) => value.toFixed(5);

/**
 * Checks a boundary (GeoJSON Polygon or MultiPolygon, [lng, lat]) before it is stored: the
 * repaired MultiPolygon and its acres (PostGIS, ellipsoidal), or the reason it is refused.
 */
export async function checkBoundary(db: Queryable, geometry: unknown): Promise<BoundaryCheck> {
  const shape = checkBoundaryShape(geometry);
  if (!shape.ok) return shape;
  const multipolygon = { type: 'MultiPolygon' as const, coordinates: shape.polygons };
  const measured = await measureBoundary(db, JSON.stringify(multipolygon));
  return measured.ok ? { ok: true, multipolygon, acres: measured.acres } : measured;
}

/**
 * PostGIS's word on a boundary whose shape is already checked (a GeoJSON MultiPolygon, as
 * text): valid, with where it first crosses itself if not (ST_IsValidDetail: GEOS's noder,
 * O(n log n)), and its acres within the bounds of a field.
 */
export async function measureBoundary(
  db: Queryable,
  multipolygon: string,
): Promise<{ ok: true; acres: number } | { ok: false; reason: string }> {
  const row = await validityDetail(db, multipolygon);
  if (!row || row.empty) return { ok: false, reason: 'the boundary is empty' };
  if (!row.valid) {
    const where = row.x === null || row.y === null ? '' : ` near ${degrees(row.y)}, ${degrees(row.x)}`;
    return /self-intersection/i.test(row.reason ?? '')
      ? { ok: false, reason: `the boundary crosses itself${where}` }
      : { ok: false, reason: `the boundary is not a valid polygon (${row.reason}${where})` };
  }
  const acres = Number(row.acres);
  if (acres < MIN_ACRES || acres > MAX_ACRES)
    return {
      ok: false,
      reason: `the boundary covers ${acres.toLocaleString('en-US', { maximumFractionDigits: 2 })} acres; a field covers between ${MIN_ACRES} and ${MAX_ACRES.toLocaleString('en-US')} acres`,
    };
  return { ok: true, acres };
}
