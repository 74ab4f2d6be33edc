import { NODE_COLUMNS, NODE_DEGREES } from '@field-boundaries/contract/node-grid';

// The node grid (contract/src/node-grid.ts, as the web map places nodes): fixed 0.1° cells. A
// node's id is stable forever (row * 3600 + column), so clients cache nodes by id. Pure
// functions; clu_node_id() in migrations/002_clu.sql is the same formula in SQL.
export const CELL_DEGREES = NODE_DEGREES;
const COLUMNS = NODE_COLUMNS;

export type Node = {
  id: number;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
  center: { lat: number; lng: number };
};

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function nodeOf(lat: number, lng: number): number {
  const row = Math.floor((lat + 90) * 10);
  const column = Math.floor((lng + 180) * 10);
  return row * COLUMNS + column;
}

export function node(id: number): Node {
  const row = Math.floor(id / COLUMNS);
  const column = id % COLUMNS;
  const south = round(row * CELL_DEGREES - 90);
  const west = round(column * CELL_DEGREES - 180);
  const north = round(south + CELL_DEGREES);
  const east = round(west + CELL_DEGREES);
  return {
    id,
    bbox: [west, south, east, north],
    center: { lat: round(south + 0.05), lng: round(west + 0.05) },
  };
}

export const isNodeId = (id: number) => Number.isInteger(id) && id >= 0 && id < 1800 * COLUMNS;

/** The node holding the point and the ring of nodes around it, nearest first. */
export function nodesAround(lat: number, lng: number, radius = 1): number[] {
  const center = nodeOf(lat, lng);
  const row = Math.floor(center / COLUMNS);
  const column = center % COLUMNS;
  const ids: { id: number; distance: number }[] = [];
  for (let dRow = -radius; dRow <= radius; dRow++) {
    for (let dColumn = -radius; dColumn <= radius; dColumn++) {
      const r = row + dRow;
      if (r < 0 || r >= 1800) continue;
      const c = (column + dColumn + COLUMNS) % COLUMNS;
      ids.push({ id: r * COLUMNS + c, distance: dRow * dRow + dColumn * dColumn });
    }
  }
  return ids.sort((a, b) => a.distance - b.distance || a.id - b.id).map((entry) => entry.id);
}
