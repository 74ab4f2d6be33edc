import type { NodeFields } from './nodeFields';

// The map draws fields in groups, one deck.gl layer per group, not one per node: each layer
// has its own GPU buffers, uploads and draw calls, and with a layer per node a view of ~80
// nodes spent more on that per-layer cost than on the fields themselves (bench/README.md).
// A group holds what one publish of the store brought (the fields streamed in during one
// publish interval), so it never changes once made and is uploaded once. A group that loses
// a node (dropped from the cache, or replaced by a fresh copy after a claim) is made anew
// from what it has left. Pure: the store keeps the groups, these functions only plan them.

/** Polygons [start, end) of one node. */
export type FieldPiece = { node: NodeFields; start: number; end: number };
export type FieldGroup = { id: number; pieces: readonly FieldPiece[] };

// Unique across stores (a page may hold several, as the benchmark's does): a group's id
// names its deck.gl layers.
let lastGroupId = 0;
const group = (pieces: readonly FieldPiece[]): FieldGroup => ({ id: ++lastGroupId, pieces });

/** The groups after a publish, given those before it and the nodes now kept. */
export function regroup(groups: readonly FieldGroup[], nodes: readonly NodeFields[]): FieldGroup[] {
  const kept = new Set(nodes);
  const grouped = new Map<NodeFields, number>();
  const next: FieldGroup[] = [];
  for (const before of groups) {
    const pieces = before.pieces.filter((piece) => kept.has(piece.node));
    for (const { node, end } of pieces) grouped.set(node, Math.max(grouped.get(node) ?? 0, end));
    if (pieces.length === before.pieces.length) next.push(before);
    else if (pieces.length > 0) next.push(group(pieces));
  }
  const fresh = nodes
    .filter((node) => node.polygonCount > (grouped.get(node) ?? 0))
    .map((node) => ({ node, start: grouped.get(node) ?? 0, end: node.polygonCount }));
  if (fresh.length > 0) next.push(group(fresh));
  return next;
}

export const polygonCountOf = (group: FieldGroup) =>
  group.pieces.reduce((sum, piece) => sum + piece.end - piece.start, 0);
