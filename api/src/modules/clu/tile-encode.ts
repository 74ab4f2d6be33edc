import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { MercatorFeature, Tile } from './tiles-store';

// A vector tile made in the api, for the embedded database whose PostGIS cannot (tiles-store.ts).
// Pure: web-mercator metres in, Mapbox Vector Tile 2.1 bytes out (@maplibre/vt-pbf writes them).
const HALF_WORLD = 20037508.342789244;

type Ring = [number, number][];

/** Twice a ring's signed area by the surveyor's formula, in tile coordinates (y downward). */
function twiceArea(ring: Ring): number {
  let sum = 0;
  for (let at = 0; at < ring.length - 1; at++) {
    const [x1, y1] = ring[at] as [number, number];
    const [x2, y2] = ring[at + 1] as [number, number];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** A tile's metres → its integer coordinates; the spec's winding: outer rings positive, holes negative. */
export function tileRings(tile: Tile, extent: number, polygons: number[][][][]): Ring[] {
  const size = (2 * HALF_WORLD) / 2 ** tile.z;
  const west = -HALF_WORLD + tile.x * size;
  const north = HALF_WORLD - tile.y * size;
  const rings: Ring[] = [];
  for (const polygon of polygons)
    polygon.forEach((ring, index) => {
      const points: Ring = [];
      for (const [mx = 0, my = 0] of ring) {
        const point: [number, number] = [
          Math.round(((mx - west) / size) * extent),
          Math.round(((north - my) / size) * extent),
        ];
        const last = points.at(-1);
        if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
      }
      if (points.length < 4) return;
      const area = twiceArea(points);
      if (area === 0) return;
      const outer = index === 0;
      rings.push(outer === area > 0 ? points : points.reverse());
    });
  return rings;
}

function polygonsOf(geojson: string): number[][][][] {
  const geometry = JSON.parse(geojson) as { type: string; coordinates: unknown; geometries?: unknown[] };
  if (geometry.type === 'Polygon') return [geometry.coordinates as number[][][]];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as number[][][][];
  if (geometry.type === 'GeometryCollection')
    return (geometry.geometries ?? []).flatMap((part) => polygonsOf(JSON.stringify(part)));
  return [];
}

/** The named layers' features as one tile. */
export function encodeTile(tile: Tile, extent: number, layers: Record<string, MercatorFeature[]>): Buffer {
  const tiles = Object.fromEntries(
    Object.entries(layers).map(([name, features]) => [
      name,
      {
        features: features.flatMap((feature) => {
          const geometry = tileRings(tile, extent, polygonsOf(feature.geojson));
          return geometry.length > 0 ? [{ type: 3 as const, geometry, tags: feature.properties }] : [];
        }),
      },
    ]),
  );
  // geojson-vt's tile type wants fields this encoder never reads (its own transform state).
  return Buffer.from(
    fromGeojsonVt(tiles as unknown as Parameters<typeof fromGeojsonVt>[0], { version: 2, extent }),
  );
}
