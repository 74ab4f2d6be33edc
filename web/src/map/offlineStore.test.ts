import type { CompactField } from '@field-boundaries/contract/wire';
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CACHED_NODES, type OfflineStore, openOfflineStore } from './offlineStore';

const field = (uuid: string): CompactField => ({
  u: uuid,
  a: 80,
  c: false,
  m: false,
  b: false,
  o: null,
  p: [['_p~iF~ps|U_ulLnnqC_mqNvxq`@']],
});

let store: OfflineStore;
beforeEach(() => {
  // A fresh browser profile for each test.
  globalThis.indexedDB = new IDBFactory();
  store = openOfflineStore();
});
afterEach(async () => {
  await store.close();
});

describe('the offline store (IndexedDB)', () => {
  it('gives back a node as it was kept, with its geometry version', async () => {
    await store.saveNode(12, 7, [field('a'), field('b')], 1000);
    const [node] = await store.nodes([12, 13], 2000);
    expect(node?.id).toBe(12);
    expect(node?.version).toBe(7);
    expect(node?.fields.map((kept) => kept.u)).toEqual(['a', 'b']);
    expect(node?.seenAt).toBe(2000);
    expect(await store.nodes([13])).toEqual([]);
  });

  it('keeps the nodes seen most recently and drops the oldest past its limit', async () => {
    for (let id = 1; id <= MAX_CACHED_NODES; id++) await store.saveNode(id, 1, [field(`f${id}`)], id);
    await store.nodes([1], 10_000); // node 1 seen again: now the most recent
    await store.saveNode(500, 1, [field('new')], 10_001);
    const kept = await store.nodes([1, 2, 3, 500]);
    expect(kept.map((node) => node.id)).toEqual([1, 3, 500]);
  });

  it('keeps the last answers with when they were fetched, and forgets everything on clear', async () => {
    await store.saveSnapshot({ ROOT_QUERY: { me: { __ref: 'User:1' } } }, 5000);
    expect(await store.snapshot()).toEqual({
      savedAt: 5000,
      answers: { ROOT_QUERY: { me: { __ref: 'User:1' } } },
    });
    await store.saveNode(1, 1, [field('a')]);
    await store.clear();
    expect(await store.snapshot()).toBeUndefined();
    expect(await store.nodes([1])).toEqual([]);
  });

  it('still holds what it kept when the page is opened again', async () => {
    await store.saveNode(4, 3, [field('a')], 1000);
    await store.saveSnapshot({ ROOT_QUERY: {} }, 1000);
    await store.close();
    store = openOfflineStore();
    expect((await store.nodes([4]))[0]?.version).toBe(3);
    expect((await store.snapshot())?.savedAt).toBe(1000);
  });
});
