import { NODE_COLUMNS, NODE_DEGREES, nodeOrigin } from '../../map/nodeFields';

// The Sandbox's node grid: the nodes around a point laid out as they lie on the ground, north
// at the top and west on the left, so a developer sees which cell is which. Pure.
export type NodeRow = { id: number; fieldCount: number };
export type GridCell = {
  /** The node there, or null where no node holds fields. */
  node: NodeRow | null;
  /** South-west corner, degrees. */
  south: number;
  west: number;
  /** Whether the point searched lies in this cell. */
  holdsPoint: boolean;
};

export function nodeGrid(nodes: readonly NodeRow[], point: { lat: number; lng: number }): GridCell[][] {
  if (nodes.length === 0) return [];
  const rows = nodes.map((node) => Math.floor(node.id / NODE_COLUMNS));
  const columns = nodes.map((node) => node.id % NODE_COLUMNS);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const grid: GridCell[][] = [];
  for (let row = Math.max(...rows); row >= Math.min(...rows); row--) {
    const cells: GridCell[] = [];
    for (let column = Math.min(...columns); column <= Math.max(...columns); column++) {
      const id = row * NODE_COLUMNS + column;
      const corner = nodeOrigin(id);
      const [south, west] = [corner.lat / 1e6, corner.lng / 1e6];
      cells.push({
        node: byId.get(id) ?? null,
        south,
        west,
        holdsPoint:
          point.lat >= south &&
          point.lat < south + NODE_DEGREES &&
          point.lng >= west &&
          point.lng < west + NODE_DEGREES,
      });
    }
    grid.push(cells);
  }
  return grid;
}

/** A cell's corner as a person reads it: 37.8°N 97.9°W. */
export function cornerLabel(cell: Pick<GridCell, 'south' | 'west'>): string {
  const lat = `${Math.abs(cell.south).toFixed(1)}°${cell.south < 0 ? 'S' : 'N'}`;
  const lng = `${Math.abs(cell.west).toFixed(1)}°${cell.west < 0 ? 'W' : 'E'}`;
  return `${lat} ${lng}`;
}
