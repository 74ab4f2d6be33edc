import { NEIGHBOUR_DEGREES, NODE_COLUMNS, NODE_DEGREES } from '@field-boundaries/contract/node-grid';
import type { CompactField, CompactOwner } from '@field-boundaries/contract/wire';
import { createStore } from 'zustand/vanilla';
import { type Bounds, overlaps, polygonBounds } from './fieldGeometry';
import { type FieldGroup, regroup } from './fieldGroups';
import type { LiveFacts } from './liveFacts';
import { decodeRingInto, ringVertexCount } from './wire';

// CLU fields loaded for the map, per node, as typed arrays deck.gl draws directly. Lives
// outside React: batches arrive faster than React should re-render, and the arrays are far
// too many objects to be state. Loaded nodes are kept (up to MAX_NODES, least recently in
// view dropped first) so panning back costs nothing.
export const MAX_NODES = 48;

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

export type Snapshot = {
  nodes: readonly NodeFields[];
  /** The nodes' polygons as the map draws them (fieldGroups.ts). */
  groups: readonly FieldGroup[];
  loaded: number;
  expected: number;
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

function emptyNode(id: number, expected: number): NodeFields {
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

/**
 * `publishEveryMs`: batches arriving closer together than this are published together, so a
 * slow GPU draws (and deck.gl rebuilds a node's attributes) once per interval rather than
 * once per batch. The first batch after a quiet spell is published at once. 0 publishes
 * every batch as it comes.
 */
export function createFieldStore({ publishEveryMs = 250 }: { publishEveryMs?: number } = {}) {
  const nodes = new Map<number, NodeFields>();
  /** Nodes streaming afresh (see restreamNeighboursOf): shown in place of the old once complete. */
  const replacing = new Map<number, NodeFields>();
  // Only what React draws from lives in the zustand store, replaced once per publish (at most
  // every `publishEveryMs`): the nodes' binary buffers grow in place outside it, so tens of
  // thousands of polygons streaming in re-render nothing between publishes.
  const published = createStore<Snapshot>(() => ({ nodes: [], groups: [], loaded: 0, expected: 0 }));
  let inView: number[] = [];
  let tick = 0;

  const publish = () => {
    const visible = inView
      .map((id) => nodes.get(id))
      .filter((node): node is NodeFields => node !== undefined);
    if (visible.every((node) => node.done)) for (const node of visible) node.outlined = true;
    const kept = [...nodes.values()];
    const next: Snapshot = {
      nodes: kept,
      groups: regroup(published.getState().groups, kept),
      loaded: visible.reduce((sum, node) => sum + node.offset, 0),
      expected: visible.reduce((sum, node) => sum + node.expected, 0),
    };
    published.setState(next, true);
  };

  let lastPublished = Number.NEGATIVE_INFINITY;
  let trailing: ReturnType<typeof setTimeout> | null = null;
  const publishNow = () => {
    if (trailing) clearTimeout(trailing);
    trailing = null;
    lastPublished = performance.now();
    publish();
  };
  const publishSoon = () => {
    if (trailing) return;
    const wait = lastPublished + publishEveryMs - performance.now();
    if (wait <= 0) publishNow();
    else trailing = setTimeout(publishNow, wait);
  };

  return {
    subscribe: (listener: () => void): (() => void) => published.subscribe(listener),
    getSnapshot: () => published.getState(),
    node: (id: number) => nodes.get(id),
    /** The node a stream of `id` fills: its fresh copy while it is being re-streamed. */
    cursor: (id: number) => replacing.get(id) ?? nodes.get(id),
    /** The nodes now in view, with how many fields each holds; the oldest others are dropped. */
    setView(view: { id: number; fieldCount: number }[]) {
      tick++;
      inView = view.map((entry) => entry.id);
      for (const { id, fieldCount } of view) {
        const node = nodes.get(id) ?? emptyNode(id, fieldCount);
        node.expected = fieldCount;
        node.lastInView = tick;
        nodes.set(id, node);
      }
      const byAge = [...nodes.values()].sort((a, b) => a.lastInView - b.lastInView);
      while (nodes.size > MAX_NODES) nodes.delete((byAge.shift() as NodeFields).id);
      for (const id of replacing.keys()) if (!nodes.has(id)) replacing.delete(id);
      publish();
    },
    /** A field the viewer has just claimed: drawn as theirs at once, without a reload. */
    markMine(uuid: string) {
      for (const node of nodes.values()) {
        const index = node.uuids.indexOf(uuid);
        if (index < 0) continue;
        node.states[index] = 'mine';
        node.owners.delete(index);
        node.styleVersion++;
        publish();
        return;
      }
    },
    /**
     * After the viewer claims a field, the fields beside it become their neighbours, which only
     * the api decides (per viewer): every loaded node holding a field near the claimed one is
     * streamed again, and shown in place of the old once complete. The ids to re-stream.
     */
    restreamNeighboursOf(uuid: string): number[] {
      const near: Bounds = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
      for (const node of nodes.values()) {
        const field = node.uuids.indexOf(uuid);
        if (field < 0) continue;
        for (let polygon = 0; polygon < node.polygonCount; polygon++) {
          if (node.polygonField[polygon] !== field) continue;
          const bounds = polygonBounds(node, polygon);
          near.west = Math.min(near.west, bounds.west - NEIGHBOUR_DEGREES);
          near.south = Math.min(near.south, bounds.south - NEIGHBOUR_DEGREES);
          near.east = Math.max(near.east, bounds.east + NEIGHBOUR_DEGREES);
          near.north = Math.max(near.north, bounds.north + NEIGHBOUR_DEGREES);
        }
        break;
      }
      if (near.west > near.east) return []; // not loaded
      const ids: number[] = [];
      for (const node of nodes.values()) {
        for (let polygon = 0; polygon < node.polygonCount; polygon++) {
          if (!overlaps(polygonBounds(node, polygon), near)) continue;
          ids.push(node.id);
          replacing.set(node.id, emptyNode(node.id, node.expected));
          break;
        }
      }
      return ids;
    },
    /**
     * A node's fields as this device last kept them (offlineStore.ts): drawn at once if the node
     * holds nothing yet, and replaced by what the live stream sends once that is complete. Returns
     * whether they were drawn.
     */
    showKept(id: number, fields: CompactField[]): boolean {
      const node = nodes.get(id);
      if (!node || node.offset > 0 || node.done) return false;
      appendBatch(node, { node: id, offset: fields.length, done: true, fields });
      replacing.set(id, emptyNode(id, node.expected));
      if (inView.every((viewed) => nodes.get(viewed)?.done ?? true)) publishNow();
      else publishSoon();
      return true;
    },
    /**
     * The live facts of a node drawn from the device whose geometry is still current: its kept
     * fields stay, their colours and owners are made the facts' (a field not named is free), and
     * no fresh copy is awaited.
     */
    applyFacts(id: number, facts: LiveFacts) {
      const node = nodes.get(id);
      if (!node) return;
      replacing.delete(id);
      node.owners.clear();
      node.uuids.forEach((uuid, index) => {
        const fact = facts.get(uuid);
        node.states[index] = fact?.m ? 'mine' : fact?.c ? 'claimed' : 'free';
        node.neighbours[index] = fact?.b ?? false;
        if (fact?.o) node.owners.set(index, fact.o);
      });
      node.styleVersion++;
      if (inView.every((viewed) => nodes.get(viewed)?.done ?? true)) publishNow();
      else publishSoon();
    },
    applyBatch(batch: WireBatch) {
      const replacement = replacing.get(batch.node);
      const node = replacement ?? nodes.get(batch.node);
      if (!node) return; // dropped from the cache while its stream was under way
      // A stream retried from an older cursor repeats batches we hold: offsets tell.
      if (batch.offset <= node.offset && !(batch.done && !node.done)) return;
      appendBatch(node, batch);
      if (replacement) {
        if (!batch.done) return; // nothing to show until the fresh copy is complete
        const old = nodes.get(batch.node);
        replacement.lastInView = old?.lastInView ?? tick;
        replacement.outlined = old?.outlined ?? false;
        nodes.set(batch.node, replacement);
        replacing.delete(batch.node);
      }
      // The batch that completes the view is shown at once, not after the coalescing interval.
      if (batch.done && inView.every((id) => nodes.get(id)?.done ?? true)) publishNow();
      else publishSoon();
    },
  };
}

export type FieldStore = ReturnType<typeof createFieldStore>;
