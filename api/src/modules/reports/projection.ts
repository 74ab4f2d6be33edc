// Pure map maths for the printed report: GeoJSON (WGS 84) to SVG paths in a box on the page.
// A field and its surroundings span a few kilometres, so a local equirectangular projection
// (longitude scaled by the cosine of the centre latitude) keeps shapes and north-up true to
// well under a percent; nothing here reads the network or a tile.

export type Position = [number, number];
export type Rings = Position[][];

/** The outer and inner rings of a GeoJSON Polygon or MultiPolygon, as one list. */
export function ringsOf(geojson: string): Rings {
  const geometry = JSON.parse(geojson) as { type: string; coordinates: unknown };
  if (geometry.type === 'Polygon') return geometry.coordinates as Rings;
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Rings[]).flat();
  return [];
}

export type View = {
  /** The box on the page, in points, origin top-left (as drawSvgPath expects). */
  width: number;
  height: number;
  /** The view's centre and scale: points per degree of latitude. */
  centerLng: number;
  centerLat: number;
  pointsPerDegree: number;
  cosLat: number;
};

/**
 * A view of a box of `width` × `height` points that fits `rings` with `marginMetres` around
 * them, north up, the same scale on both axes.
 */
export function fitView(rings: Rings, width: number, height: number, marginMetres: number): View {
  const points = rings.flat();
  const lngs = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const centerLat = (south + north) / 2;
  const centerLng = (west + east) / 2;
  const cosLat = Math.cos((centerLat * Math.PI) / 180);
  const marginDegrees = marginMetres / METRES_PER_DEGREE;
  const spanLat = north - south + 2 * marginDegrees;
  const spanLngScaled = (east - west) * cosLat + 2 * marginDegrees;
  const pointsPerDegree = Math.min(height / spanLat, width / spanLngScaled);
  return { width, height, centerLng, centerLat, pointsPerDegree, cosLat };
}

/** Metres in one degree of latitude (mean). */
export const METRES_PER_DEGREE = 111_320;

export function project(view: View, [lng, lat]: Position): Position {
  return [
    view.width / 2 + (lng - view.centerLng) * view.cosLat * view.pointsPerDegree,
    view.height / 2 - (lat - view.centerLat) * view.pointsPerDegree,
  ];
}

/** An SVG path of the rings (each closed), in the view's points, rounded to 0.01 pt. */
export function svgPath(view: View, rings: Rings): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  return rings
    .filter((ring) => ring.length >= 3)
    .map((ring) => {
      const [first, ...rest] = ring.map((position) => project(view, position));
      if (!first) return '';
      return `M${round(first[0])} ${round(first[1])}${rest.map(([x, y]) => `L${round(x)} ${round(y)}`).join('')}Z`;
    })
    .join('');
}

/** The centre of a ring's bounding box, in the view's points, and its size there. */
export function labelAnchor(
  view: View,
  rings: Rings,
): { x: number; y: number; width: number; height: number } | null {
  const outer = rings[0];
  if (!outer || outer.length === 0) return null;
  const projected = outer.map((position) => project(view, position));
  const xs = projected.map((point) => point[0]);
  const ys = projected.map((point) => point[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: (minX + maxX) / 2, y: (minY + maxY) / 2, width: maxX - minX, height: maxY - minY };
}

/** A round length in metres for a scale bar no wider than `maxPoints`. */
export function scaleBarMetres(view: View, maxPoints: number): number {
  const metresPerPoint = METRES_PER_DEGREE / view.pointsPerDegree;
  const limit = maxPoints * metresPerPoint;
  const steps = [50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];
  return steps.filter((step) => step <= limit).pop() ?? steps[0] ?? 50;
}

export function pointsFor(view: View, metres: number): number {
  return (metres / METRES_PER_DEGREE) * view.pointsPerDegree;
}
