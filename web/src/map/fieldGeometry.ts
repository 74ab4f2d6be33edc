import type { NodeFields } from './nodeFields';

// Geometry over a node's typed arrays, on the CPU: which field lies under a point (hover and
// click), and each polygon's bounds. Positions are float32 offsets from the node's corner.
export type Bounds = { west: number; south: number; east: number; north: number };

/** A polygon's vertex range [start, end) in the node's positions. */
export function vertexRange(node: NodeFields, polygon: number): [number, number] {
  const start = node.startIndices[polygon] ?? 0;
  const end = polygon + 1 < node.polygonCount ? (node.startIndices[polygon + 1] ?? 0) : node.vertexCount;
  return [start, end];
}

/** Per polygon [west, south, east, north] in node offsets, then the node's own bounds. */
type Boxes = { version: number; boxes: Float32Array; node: Bounds };
const boxCache = new WeakMap<NodeFields, Boxes>();

function boxesOf(node: NodeFields): Boxes {
  const cached = boxCache.get(node);
  if (cached?.version === node.version) return cached;
  const boxes = new Float32Array(node.polygonCount * 4);
  const all = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (let polygon = 0; polygon < node.polygonCount; polygon++) {
    const [start, end] = vertexRange(node, polygon);
    let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let vertex = start; vertex < end; vertex++) {
      const x = node.positions[vertex * 2] ?? 0;
      const y = node.positions[vertex * 2 + 1] ?? 0;
      west = Math.min(west, x);
      east = Math.max(east, x);
      south = Math.min(south, y);
      north = Math.max(north, y);
    }
    boxes.set([west, south, east, north], polygon * 4);
    all.west = Math.min(all.west, west);
    all.south = Math.min(all.south, south);
    all.east = Math.max(all.east, east);
    all.north = Math.max(all.north, north);
  }
  const entry = { version: node.version, boxes, node: all };
  boxCache.set(node, entry);
  return entry;
}

const originOf = (node: NodeFields) => [node.origin.lng / 1e6, node.origin.lat / 1e6] as const;

/** A polygon's bounds in degrees. */
export function polygonBounds(node: NodeFields, polygon: number): Bounds {
  const { boxes } = boxesOf(node);
  const [lng, lat] = originOf(node);
  const at = polygon * 4;
  return {
    west: (boxes[at] ?? 0) + lng,
    south: (boxes[at + 1] ?? 0) + lat,
    east: (boxes[at + 2] ?? 0) + lng,
    north: (boxes[at + 3] ?? 0) + lat,
  };
}

export const overlaps = (a: Bounds, b: Bounds) =>
  a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;

/** Even-odd rule: whether (x, y) lies inside the closed ring of vertices [start, end). */
function insideRing(positions: Float32Array, start: number, end: number, x: number, y: number): boolean {
  let inside = false;
  for (let vertex = start, previous = end - 1; vertex < end; previous = vertex++) {
    const [x1, y1] = [positions[vertex * 2] ?? 0, positions[vertex * 2 + 1] ?? 0];
    const [x0, y0] = [positions[previous * 2] ?? 0, positions[previous * 2 + 1] ?? 0];
    if (y1 > y !== y0 > y && x < ((x0 - x1) * (y - y1)) / (y0 - y1) + x1) inside = !inside;
  }
  return inside;
}

export type FieldHit = { node: NodeFields; field: number; polygon: number };

/**
 * The field under a point (degrees), among the nodes drawn: a bounds check, then the polygon
 * itself. Picking on the CPU costs microseconds; deck.gl's GPU picking redraws every field
 * layer on each pointer move, which takes a software renderer most of a second.
 */
export function fieldAt(nodes: readonly NodeFields[], lng: number, lat: number): FieldHit | null {
  for (const node of nodes) {
    const { boxes, node: bounds } = boxesOf(node);
    const [lng0, lat0] = originOf(node);
    const [x, y] = [lng - lng0, lat - lat0];
    if (x < bounds.west || x > bounds.east || y < bounds.south || y > bounds.north) continue;
    for (let polygon = 0; polygon < node.polygonCount; polygon++) {
      const at = polygon * 4;
      if (x < (boxes[at] ?? 0) || y < (boxes[at + 1] ?? 0)) continue;
      if (x > (boxes[at + 2] ?? 0) || y > (boxes[at + 3] ?? 0)) continue;
      const [start, end] = vertexRange(node, polygon);
      if (insideRing(node.positions, start, end, x, y)) {
        return { node, field: node.polygonField[polygon] ?? 0, polygon };
      }
    }
  }
  return null;
}

/** The vertices of one polygon, for drawing it alone (the field under the pointer). */
export function polygonPositions(node: NodeFields, polygon: number): Float32Array {
  const [start, end] = vertexRange(node, polygon);
  return node.positions.slice(start * 2, end * 2);
}
