// A local metric plane over the demo region: x metres east, y metres north of an origin.
// Pure; the generator draws in metres and converts each vertex once.
export type Point = [number, number];
export type Ring = Point[];
export type Polygon = Ring[];

const METRES_PER_DEGREE = 111_320;

export function toLngLat(origin: { lat: number; lng: number }, [x, y]: Point): Point {
  const lat = origin.lat + y / METRES_PER_DEGREE;
  const lng = origin.lng + x / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
}

/** A closed rectangle ring, counter-clockwise (GeoJSON's outer-ring order). */
export function rectangle(x0: number, y0: number, x1: number, y1: number): Ring {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ];
}

/** Seeded PRNG (mulberry32): the same seed draws the same region on every machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
