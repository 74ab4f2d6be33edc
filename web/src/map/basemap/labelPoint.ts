// Where a place's name goes: the point of a polygon farthest from its edges, so a name sits
// well inside odd shapes (a hooked county, Florida, Michigan's two peninsulas) where a
// centroid may fall outside or on a border. Used when building the basemap; pure.

type Ring = number[][];

/** Planar ring area (shoelace), absolute: enough to pick a multipolygon's largest part. */
export function ringArea(ring: Ring): number {
  let area = 0;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const [x0 = 0, y0 = 0] = ring[previous] ?? [];
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    area += x0 * y1 - x1 * y0;
  }
  return Math.abs(area / 2);
}

function inside(rings: Ring[], x: number, y: number): boolean {
  let result = false;
  for (const ring of rings) {
    for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
      const [x0 = 0, y0 = 0] = ring[index] ?? [];
      const [x1 = 0, y1 = 0] = ring[previous] ?? [];
      if (y0 > y !== y1 > y && x < ((x1 - x0) * (y - y0)) / (y1 - y0) + x0) result = !result;
    }
  }
  return result;
}

/** Distance to the nearest edge, with longitude shrunk by cos(latitude) so degrees compare. */
function edgeDistance(rings: Ring[], x: number, y: number, shrink: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const ring of rings) {
    for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
      const [ax = 0, ay = 0] = ring[previous] ?? [];
      const [bx = 0, by = 0] = ring[index] ?? [];
      const dx = (bx - ax) * shrink;
      const dy = by - ay;
      const px = (x - ax) * shrink;
      const py = y - ay;
      const length = dx * dx + dy * dy;
      const t = length === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length));
      best = Math.min(best, Math.hypot(px - t * dx, py - t * dy));
    }
  }
  return best;
}

/** A polygon's label point as [lng, lat]: a grid search, refined twice around the best cell. */
export function labelPoint(rings: Ring[], steps = 24): [number, number] {
  const outer = rings[0] ?? [];
  const xs = outer.map((point) => point[0] ?? 0);
  const ys = outer.map((point) => point[1] ?? 0);
  let [west, east, south, north] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const shrink = Math.cos((((south + north) / 2) * Math.PI) / 180);
  let best: [number, number] = [(west + east) / 2, (south + north) / 2];
  let bestDistance = -1;
  for (let round = 0; round < 3; round++) {
    const width = (east - west) / steps;
    const height = (north - south) / steps;
    for (let column = 0; column <= steps; column++) {
      for (let row = 0; row <= steps; row++) {
        const x = west + column * width;
        const y = south + row * height;
        if (!inside(rings, x, y)) continue;
        const distance = edgeDistance(rings, x, y, shrink);
        if (distance > bestDistance) [best, bestDistance] = [[x, y], distance];
      }
    }
    [west, east, south, north] = [best[0] - width, best[0] + width, best[1] - height, best[1] + height];
  }
  return best;
}
