import { describe, expect, it } from 'vitest';
import { type Emphasis, fillRole } from './fieldLayers';
import { createFieldStore, MAX_NODES } from './fieldStore';
import type { WireBatch } from './nodeFields';
import { encodeRing, square, wireField } from './rings.testing';

const quarter = 'ma`|fAt{~{yD?anPizL??`nP'; // a 4-vertex ring (5 closed)
const batch = (node: number, offset: number, count: number, done = false): WireBatch => ({
  node,
  offset,
  done,
  fields: Array.from({ length: count }, (_, index) => ({
    u: `${node}-${offset - count + index}`,
    a: 154.2,
    c: false,
    m: false,
    b: false,
    o: null,
    p: [[quarter]],
  })),
});

describe('field store', () => {
  it('appends batches into typed arrays, growing them as needed', () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    const home = 4598020; // the node holding the quarter: 37.7°N, -98.0°E
    store.setView([{ id: home, fieldCount: 1200 }]);
    store.applyBatch(batch(home, 600, 600));
    store.applyBatch(batch(home, 1200, 600, true));
    const node = store.node(home);
    expect(node?.polygonCount).toBe(1200);
    expect(node?.vertexCount).toBe(6000);
    expect(node?.startIndices[1199]).toBe(5995);
    expect(node?.polygonField[1199]).toBe(1199);
    // Offsets from the node's south-west corner (-98.0, 37.7), kept to 1e-6° in float32.
    expect(node?.origin).toEqual({ lng: -98_000_000, lat: 37_700_000 });
    expect(node?.positions[5995 * 2]).toBeCloseTo(0.007349, 6);
    expect(node?.positions[5995 * 2 + 1]).toBeCloseTo(0.000135, 6);
    expect(node?.done).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ loaded: 1200, expected: 1200 });
  });

  it('keeps the nodes last in view and drops the oldest beyond the limit', () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    for (let id = 0; id < MAX_NODES + 5; id++) store.setView([{ id, fieldCount: 10 }]);
    expect(store.getSnapshot().nodes).toHaveLength(MAX_NODES);
    expect(store.node(0)).toBeUndefined();
    expect(store.node(MAX_NODES + 4)).toBeDefined();
  });

  it("marks a node done on its stream's closing batch without rebuilding its shapes", () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    store.setView([{ id: 3, fieldCount: 10 }]);
    store.applyBatch(batch(3, 10, 10));
    const version = store.node(3)?.version;
    store.applyBatch({ node: 3, offset: 10, done: true, fields: [] });
    expect(store.node(3)).toMatchObject({ done: true, version });
  });

  it('ignores batches it already holds, as a retried stream repeats them', () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    store.setView([{ id: 3, fieldCount: 20 }]);
    store.applyBatch(batch(3, 10, 10));
    store.applyBatch(batch(3, 10, 10));
    store.applyBatch(batch(3, 20, 10));
    store.applyBatch({ node: 3, offset: 20, done: true, fields: [] });
    expect(store.node(3)).toMatchObject({ polygonCount: 20, offset: 20, done: true });
  });

  it('ignores batches of a node no longer kept', () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    store.applyBatch(batch(99, 10, 10));
    expect(store.getSnapshot().nodes).toHaveLength(0);
  });

  it("tells the viewer's own, neighbours' and free fields apart, and draws a new claim as the viewer's", () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    store.setView([{ id: 5, fieldCount: 3 }]);
    const owner = { n: 'Neighbour Ned', e: 'ned@example.com' };
    store.applyBatch({
      node: 5,
      offset: 3,
      done: true,
      fields: [
        { u: 'a', a: 10, c: true, m: true, b: false, o: null, p: [[quarter]] },
        { u: 'b', a: 20, c: true, m: false, b: true, o: owner, p: [[quarter]] },
        { u: 'c', a: 30, c: false, m: false, b: true, o: null, p: [[quarter]] },
      ],
    });
    const node = store.node(5);
    expect(node?.states).toEqual(['mine', 'claimed', 'free']);
    expect(node?.owners.get(1)).toEqual(owner);
    const roles = (emphasis: Emphasis) => [0, 1, 2].map((index) => node && fillRole(node, index, emphasis));
    expect(roles({ activeUuid: null, showNeighbours: false })).toEqual(['mine', 'claimed', 'free']);
    expect(roles({ activeUuid: 'a', showNeighbours: true })).toEqual([
      'mineActive',
      'neighbourClaimed',
      'neighbourFree',
    ]);
    const [shapes, style] = [node?.version, node?.styleVersion ?? 0];
    store.markMine('c');
    expect(node?.states).toEqual(['mine', 'claimed', 'mine']);
    // Only colours change: the node's shapes are not rebuilt.
    expect(node?.styleVersion).toBeGreaterThan(style);
    expect(node?.version).toBe(shapes);
  });

  it('publishes batches that arrive together once, the first of a burst and the last of the view at once', async () => {
    const store = createFieldStore({ publishEveryMs: 40 });
    store.setView([{ id: 2, fieldCount: 30 }]);
    let published = 0;
    store.subscribe(() => published++);
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    store.applyBatch(batch(2, 10, 10));
    expect(published).toBe(1);
    store.applyBatch(batch(2, 20, 10));
    expect(published).toBe(1);
    await wait(60);
    expect(published).toBe(2);
    store.applyBatch(batch(2, 25, 5));
    expect(published).toBe(2);
    store.applyBatch(batch(2, 30, 5, true));
    expect(published).toBe(3);
    expect(store.getSnapshot()).toMatchObject({ loaded: 30, expected: 30 });
    await wait(60);
    expect(published).toBe(3);
  });

  it('outlines fields once every node in view has arrived, and keeps them outlined', () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    store.setView([
      { id: 1, fieldCount: 10 },
      { id: 2, fieldCount: 10 },
    ]);
    store.applyBatch(batch(1, 10, 10, true));
    store.applyBatch(batch(2, 10, 10));
    expect([store.node(1)?.outlined, store.node(2)?.outlined]).toEqual([false, false]);
    store.applyBatch({ node: 2, offset: 10, done: true, fields: [] });
    expect([store.node(1)?.outlined, store.node(2)?.outlined]).toEqual([true, true]);
    store.setView([
      { id: 2, fieldCount: 10 },
      { id: 3, fieldCount: 10 },
    ]);
    expect([store.node(2)?.outlined, store.node(3)?.outlined]).toEqual([true, false]);
  });

  it('re-streams the nodes holding fields beside a claimed one, and shows each once complete', () => {
    expect(encodeRing(square(-97.992651))).toBe(quarter);
    const one = (uuid: string, west: number) => wireField(uuid, square(west));
    const [home, east, farEast] = [4598020, 4598021, 4598022];
    const store = createFieldStore({ publishEveryMs: 0 });
    store.setView([home, east, farEast].map((id) => ({ id, fieldCount: 1 })));
    store.applyBatch({ node: home, offset: 1, done: true, fields: [one('mine', -97.992651)] });
    store.applyBatch({ node: east, offset: 1, done: true, fields: [one('beside', -97.983706)] });
    store.applyBatch({ node: farEast, offset: 1, done: true, fields: [one('far', -97.93)] });
    const [farNode, eastNode] = [store.node(farEast), store.node(east)];

    store.markMine('mine');
    expect(store.restreamNeighboursOf('mine')).toEqual([home, east]);
    expect(store.cursor(east)).toMatchObject({ offset: 0, done: false });
    expect(store.cursor(farEast)).toBe(farNode);

    // The fresh stream says the field is now the viewer's neighbour: shown once complete.
    store.applyBatch({
      node: east,
      offset: 1,
      done: false,
      fields: [{ ...one('beside', -97.983706), b: true }],
    });
    expect(store.node(east)).toBe(eastNode);
    store.applyBatch({ node: east, offset: 1, done: true, fields: [] });
    expect(store.node(east)).not.toBe(eastNode);
    expect(store.node(east)).toMatchObject({ neighbours: [true], done: true, outlined: true });
    expect(store.node(farEast)).toBe(farNode);
  });
});
