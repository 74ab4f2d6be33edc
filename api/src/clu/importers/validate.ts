import kinks from '@turf/kinks';

// Checks one imported geometry before it is written: what can be repaired is repaired (an
// unclosed ring is closed, coordinates rounded to 1e-7°), what cannot is refused with a reason.
export type Rings = [number, number][][];
export type Checked = { ok: true; polygons: Rings[] } | { ok: false; reason: string };

const round = (value: number) => Math.round(value * 1e7) / 1e7;

function repairRing(ring: unknown): [number, number][] | string {
  if (!Array.isArray(ring)) return 'a ring is not a list of positions';
  const points = ring.map((position) => {
    const [x, y] = position as number[];
    return [round(Number(x)), round(Number(y))] as [number, number];
  });
  if (points.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y)))
    return 'a coordinate is not a number';
  if (points.some(([x, y]) => Math.abs(x) > 180 || Math.abs(y) > 90))
    return 'coordinates are outside longitude/latitude';
  const [first] = points;
  const last = points.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push([first[0], first[1]]);
  if (points.length < 4) return 'a ring has fewer than 3 distinct corners';
  return points;
}

export function checkGeometry(geometry: { type: string; coordinates: unknown } | null): Checked {
  if (!geometry) return { ok: false, reason: 'no geometry' };
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') {
    return { ok: false, reason: `${geometry.type} is not a field boundary (Polygon or MultiPolygon)` };
  }
  const parts = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as unknown[];
  const polygons: Rings[] = [];
  for (const part of parts) {
    if (!Array.isArray(part) || part.length === 0) return { ok: false, reason: 'a polygon has no rings' };
    const rings: Rings = [];
    for (const ring of part) {
      const repaired = repairRing(ring);
      if (typeof repaired === 'string') return { ok: false, reason: repaired };
      rings.push(repaired);
    }
    const crossings = kinks({ type: 'Polygon', coordinates: rings }).features.length;
    if (crossings > 0)
      return {
        ok: false,
        reason: `the boundary crosses itself (${crossings} crossing${crossings > 1 ? 's' : ''})`,
      };
    polygons.push(rings);
  }
  return { ok: true, polygons };
}
