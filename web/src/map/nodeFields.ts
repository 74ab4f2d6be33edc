import { NODE_COLUMNS, NODE_DEGREES } from '@field-boundaries/contract/node-grid';
import type { CompactField, CompactOwner } from '@field-boundaries/contract/wire';
import { decodeRingInto, ringVertexCount } from './wire';

// A node's CLU fields as the map holds them: typed arrays deck.gl draws directly, filled batch
// by batch from the compact wire form (fieldStore.ts keeps the nodes and publishes them).

export type WireBatch = {
  node: number;
  offset: number;
  done: boolean;
  /** Only live facts, no polygons: the device's copy of the node is current (liveFacts.ts). */
  unchanged?: boolean;
  /** In the compact wire form: one-letter keys (contract/src/wire.ts). */
  fields: CompactField[];
};

export type FieldOwner = CompactOwner;

/** What the map shows a field as: the viewer's own, someone else's, or free to claim. */
export type FieldState = 'mine' | 'claimed' | 'free';

export type NodeFields = {
  id: number;
  expected: number;
  /** Fields received: the cursor a resumed stream starts after. */
  offset: number;
  done: boolean;
  uuids: string[];
  acres: number[];
  states: FieldState[];
  /** Beside one of the viewer's own fields. */
  neighbours: boolean[];
  /** Owners of neighbours' claimed fields, by field index (plan B viewers only). */
  owners: Map<number, FieldOwner>;
  polygonCount: number;
  vertexCount: number;
  /** The node's south-west corner, in millionths of a degree: positions are offsets from it. */
  origin: { lng: number; lat: number };
  /**
   * [lng, lat] per vertex in degrees from `origin`; each polygon's outer ring, closed. Float32
   * offsets inside a 0.1° node keep ~1 mm and take half the memory of absolute Float64.
   */
  positions: Float32Array;
  /** First vertex of each polygon. */
  startIndices: Uint32Array;
  /** The field each polygon belongs to (a field may have several parts). */
  polygonField: Uint32Array;
  /** Bumped when fields are added, so what is derived from the node's shapes is derived again. */
  version: number;
  /** Bumped when a field's colour changes (a claim): only colours are re-uploaded. */
  styleVersion: number;
  /**
   * Whether the node's outlines are drawn: from when every node then in view had arrived. Until
   * then fields show as fills only, so a slow GPU (software WebGL) does not redraw every outline
   * for each batch; a node once outlined stays so.
   */
  outlined: boolean;
  lastInView: number;
};

/** The node grid (contract/src/node-grid.ts): 0.1° cells, id = row × NODE_COLUMNS + column. */
export { NODE_COLUMNS, NODE_DEGREES };

/** South-west corner of a grid node, in millionths of a degree. */
export function nodeOrigin(id: number): { lng: number; lat: number } {
  const step = NODE_DEGREES * 1e6;
  return {
    lng: (id % NODE_COLUMNS) * step - 180_000_000,
    lat: Math.floor(id / NODE_COLUMNS) * step - 90_000_000,
  };
}

function grow<T extends Float32Array | Float64Array | Uint32Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

export function emptyNode(id: number, expected: number): NodeFields {
  return {
    id,
    expected,
    offset: 0,
    done: false,
    uuids: [],
    acres: [],
    states: [],
    neighbours: [],
    owners: new Map(),
    polygonCount: 0,
    vertexCount: 0,
    origin: nodeOrigin(id),
    positions: new Float32Array(4096),
    startIndices: new Uint32Array(256),
    polygonField: new Uint32Array(256),
    version: 0,
    styleVersion: 0,
    outlined: false,
    lastInView: 0,
  };
}

export function appendBatch(node: NodeFields, batch: WireBatch): void {
  for (const field of batch.fields) {
    const fieldIndex = node.uuids.length;
    node.uuids.push(field.u);
    node.acres.push(field.a);
    node.states.push(field.m ? 'mine' : field.c ? 'claimed' : 'free');
    node.neighbours.push(field.b);
    if (field.o) node.owners.set(fieldIndex, field.o);
    for (const polygon of field.p) {
      const outer = polygon[0];
      if (!outer) continue;
      const vertices = ringVertexCount(outer);
      node.positions = grow(node.positions, (node.vertexCount + vertices) * 2);
      node.startIndices = grow(node.startIndices, node.polygonCount + 1);
      node.polygonField = grow(node.polygonField, node.polygonCount + 1);
      node.startIndices[node.polygonCount] = node.vertexCount;
      node.polygonField[node.polygonCount] = fieldIndex;
      node.vertexCount = decodeRingInto(outer, node.positions, node.vertexCount, node.origin);
      node.polygonCount++;
    }
  }
  node.offset = batch.offset;
  node.done = batch.done;
  // A stream's closing batch carries no fields: nothing to redraw.
  if (batch.fields.length > 0) node.version++;
}
