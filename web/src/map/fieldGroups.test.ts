import { describe, expect, it } from 'vitest';
import { createFieldStore } from './fieldStore';
import { square, wireField } from './rings.testing';

const fields = (node: number, count: number) =>
  Array.from({ length: count }, (_, index) => wireField(`${node}-${index}`, square(-97.992651)));
const pieces = (store: ReturnType<typeof createFieldStore>) =>
  store
    .getSnapshot()
    .groups.map((group) => group.pieces.map(({ node, start, end }) => [node.id, start, end]));

describe('field groups', () => {
  it('draw what each publish brought as one group, and never change a group once made', () => {
    const store = createFieldStore({ publishEveryMs: 10_000 });
    store.setView([
      { id: 1, fieldCount: 5 },
      { id: 2, fieldCount: 2 },
    ]);
    store.applyBatch({ node: 1, offset: 3, done: false, fields: fields(1, 3) }); // published at once
    const [first] = store.getSnapshot().groups;
    store.applyBatch({ node: 1, offset: 5, done: true, fields: fields(1, 2) });
    store.applyBatch({ node: 2, offset: 2, done: true, fields: fields(2, 2) }); // completes the view
    expect(pieces(store)).toEqual([
      [[1, 0, 3]],
      [
        [1, 3, 5],
        [2, 0, 2],
      ],
    ]);
    expect(store.getSnapshot().groups[0]).toBe(first);
  });

  it('make a group anew, without a node dropped from the cache, and keep the others', () => {
    const store = createFieldStore({ publishEveryMs: 10_000 });
    store.setView([0, 1, 2].map((id) => ({ id, fieldCount: 1 })));
    store.applyBatch({ node: 2, offset: 1, done: true, fields: fields(2, 1) }); // published at once
    store.applyBatch({ node: 0, offset: 1, done: true, fields: fields(0, 1) });
    store.applyBatch({ node: 1, offset: 1, done: true, fields: fields(1, 1) }); // completes the view
    const [alone, together] = store.getSnapshot().groups;
    expect(pieces(store)).toEqual([
      [[2, 0, 1]],
      [
        [0, 0, 1],
        [1, 0, 1],
      ],
    ]);
    // Panning on with nodes 1 and 2 in view until node 0, in view the longest ago, is dropped.
    for (let id = 3; store.node(0); id++) {
      store.setView([
        { id: 1, fieldCount: 1 },
        { id: 2, fieldCount: 1 },
        { id, fieldCount: 0 },
      ]);
    }
    expect(pieces(store)).toEqual([[[2, 0, 1]], [[1, 0, 1]]]);
    const [kept, anew] = store.getSnapshot().groups;
    expect(kept).toBe(alone);
    expect(anew?.id).not.toBe(together?.id);
  });

  it("replace a node's pieces when it is streamed afresh after a claim", () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    const home = 4598020;
    store.setView([{ id: home, fieldCount: 1 }]);
    store.applyBatch({ node: home, offset: 1, done: true, fields: fields(home, 1) });
    const old = store.node(home);
    store.markMine(`${home}-0`);
    store.restreamNeighboursOf(`${home}-0`);
    store.applyBatch({ node: home, offset: 1, done: true, fields: fields(home, 1) });
    const { groups } = store.getSnapshot();
    expect(groups).toHaveLength(1);
    expect(groups[0]?.pieces[0]?.node).toBe(store.node(home));
    expect(groups[0]?.pieces[0]?.node).not.toBe(old);
  });
});
