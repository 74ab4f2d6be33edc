// The CLU node grid and the neighbour distance, as the api partitions and streams fields and the
// web map places and fetches them. migrations/002_clu.sql's clu_node_id() is the same formula in
// SQL.

/** Fixed 0.1° cells; a node's id is stable forever: row × NODE_COLUMNS + column. */
export const NODE_DEGREES = 0.1;
export const NODE_COLUMNS = 3600;

/** About 30 m: a field across a section-line road from one of yours is your neighbour. */
export const NEIGHBOUR_DEGREES = 0.0003;

/**
 * The node and offset a several-node stream's event id names (`node:offset`), as the api writes
 * it and a reconnecting client sends it back in Last-Event-ID; null for any other text.
 */
export function placeOfEventId(id: string | undefined): { node: number; offset: number } | null {
  const match = /^(\d+):(\d+)$/.exec(id ?? '');
  return match ? { node: Number(match[1]), offset: Number(match[2]) } : null;
}
