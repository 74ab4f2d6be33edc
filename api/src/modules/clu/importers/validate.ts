import kinks from '@turf/kinks';

// Checks one imported geometry before it is written: what can be repaired is repaired (an
// unclosed ring is closed, coordinates rounded to 1e-7°, then a point repeating the one before
// it dropped, as OGC and PostGIS read a ring: two corners 1.9 mm apart that round to one are one
// corner, not a crossing), what cannot is refused with a reason.
export type Rings = [number, number][][];
export type Checked = { ok: true; polygons: Rings[] } | { ok: false; reason: string };
export type RepairLimits = { corners: number; rings: number; cornersMessage: string; ringsMessage: string };

const round = (value: number) => Math.round(value * 1e7) / 1e7;

function repairRing(ring: unknown): [number, number][] | string {
  if (!Array.isArray(ring)) return 'a ring is not a list of positions';
  const points: [number, number][] = [];
  for (const position of ring) {
    if (!Array.isArray(position)) return 'a coordinate is not a number';
    const x = round(Number(position[0]));
    const y = round(Number(position[1]));
    if (!Number.isFinite(x) || !Number.isFinite(y)) return 'a coordinate is not a number';
    if (Math.abs(x) > 180 || Math.abs(y) > 90) return 'coordinates are outside longitude/latitude';
    const before = points.at(-1);
    if (!before || before[0] !== x || before[1] !== y) points.push([x, y]);
  }
  const [first] = points;
  const last = points.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push([first[0], first[1]]);
  if (points.length < 4) return 'a ring has fewer than 3 distinct corners';
  return points;
}

/**
 * Repairs a Polygon or MultiPolygon's rings, counting corners and rings against the limits
 * first, so no work is done on a geometry past them. Crossings are not looked for here: see
 * `checkGeometry`, or PostGIS's ST_IsValidDetail where a request waits on the answer.
 */
export function repairGeometry(
  geometry: { type: string; coordinates: unknown } | null,
  limits?: RepairLimits,
): Checked {
  if (!geometry) return { ok: false, reason: 'no geometry' };
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') {
    return { ok: false, reason: `${geometry.type} is not a field boundary (Polygon or MultiPolygon)` };
  }
  const parts = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as unknown[];
  if (!Array.isArray(parts)) return { ok: false, reason: 'a polygon has no rings' };
  if (limits) {
    let rings = 0;
    let corners = 0;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      rings += part.length;
      for (const ring of part) corners += Array.isArray(ring) ? ring.length : 0;
    }
    if (rings > limits.rings) return { ok: false, reason: limits.ringsMessage };
    if (corners > limits.corners) return { ok: false, reason: limits.cornersMessage };
  }
  const polygons: Rings[] = [];
  for (const part of parts) {
    if (!Array.isArray(part) || part.length === 0) return { ok: false, reason: 'a polygon has no rings' };
    const rings: Rings = [];
    for (const ring of part) {
      const repaired = repairRing(ring);
      if (typeof repaired === 'string') return { ok: false, reason: repaired };
      rings.push(repaired);
    }
    polygons.push(rings);
  }
  return { ok: true, polygons };
}

/**
 * Repairs, then refuses a boundary that crosses itself. turf's kinks tests every pair of edges:
 * fine for the CLU import command, which runs by itself; a request checks crossings in PostGIS.
 */
export function checkGeometry(geometry: { type: string; coordinates: unknown } | null): Checked {
  const repaired = repairGeometry(geometry);
  if (!repaired.ok) return repaired;
  for (const rings of repaired.polygons) {
    const crossings = kinks({ type: 'Polygon', coordinates: rings }).features.length;
    if (crossings > 0)
      return {
        ok: false,
        reason: `the boundary crosses itself (${crossings} crossing${crossings > 1 ? 's' : ''})`,
      };
  }
  return repaired;
}
