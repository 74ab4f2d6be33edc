import { NEIGHBOUR_DEGREES } from '@field-boundaries/contract/node-grid';
import type { CompactField } from '@field-boundaries/contract/wire';
import { createStore } from 'zustand/vanilla';
import { type Bounds, overlaps, polygonBounds } from './fieldGeometry';
import { type FieldGroup, regroup } from './fieldGroups';
import type { LiveFacts } from './liveFacts';
import { appendBatch, emptyNode, type NodeFields, type WireBatch } from './nodeFields';

// CLU fields loaded for the map, per node, as typed arrays deck.gl draws directly. Lives
// outside React: batches arrive faster than React should re-render, and the arrays are far
// too many objects to be state. Loaded nodes are kept (up to MAX_NODES, least recently in
// view dropped first) so panning back costs nothing.
export const MAX_NODES = 48;

export type Snapshot = {
  nodes: readonly NodeFields[];
  /** The nodes' polygons as the map draws them (fieldGroups.ts). */
  groups: readonly FieldGroup[];
  loaded: number;
  expected: number;
  /** Which nodes lie around the view is being asked: until then, nothing is known to be missing. */
  asking: boolean;
};

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
  const published = createStore<Snapshot>(() => ({
    nodes: [],
    groups: [],
    loaded: 0,
    expected: 0,
    asking: false,
  }));
  let inView: number[] = [];
  let asking = false;
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
      asking,
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
      asking = false;
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
    /** The nodes around a new view are being asked for (true), or the asking failed (false). */
    askingView(now: boolean) {
      if (asking === now) return;
      asking = now;
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
