import type { CompactField } from '@field-boundaries/contract/wire';
import { describe, expect, it } from 'vitest';
import { createFieldStore } from './fieldStore';
import { factsOf, withFacts } from './liveFacts';

const field = (uuid: string, overrides: Partial<CompactField> = {}): CompactField => ({
  u: uuid,
  a: 40,
  c: false,
  m: false,
  b: false,
  o: null,
  p: [['_c`|@~bl_X_ibE??_ibE~hbE?']],
  ...overrides,
});

describe('live facts of a node kept on the device', () => {
  it('puts in the claims and neighbours the stream names, and frees every field it does not', () => {
    const kept = [field('a', { c: true }), field('b'), field('c', { b: true })];
    const facts = factsOf([field('b', { c: true, o: { n: 'Ann Lee', e: 'ann@example.com' }, p: [] })]);
    const fresh = withFacts(kept, facts);
    expect(fresh.map(({ u, c, b, o }) => ({ u, c, b, o }))).toEqual([
      { u: 'a', c: false, b: false, o: null },
      { u: 'b', c: true, b: false, o: { n: 'Ann Lee', e: 'ann@example.com' } },
      { u: 'c', c: false, b: false, o: null },
    ]);
    // The geometry stays as kept.
    expect(fresh[0]?.p).toEqual(kept[0]?.p);
  });

  it('draws a kept node at once and recolours it from the facts, without waiting for a fresh copy', () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    store.setView([{ id: 7, fieldCount: 2 }]);
    expect(store.showKept(7, [field('a', { m: true }), field('b')])).toBe(true);
    expect(store.getSnapshot().loaded).toBe(2);
    // Until confirmed, a stream would fill a fresh copy from the start.
    expect(store.cursor(7)?.offset).toBe(0);
    store.applyFacts(7, factsOf([field('b', { c: true, p: [] })]));
    expect(store.node(7)?.states).toEqual(['free', 'claimed']);
    expect(store.cursor(7)?.done).toBe(true);
  });

  it('does not draw a kept copy over a node already streamed', () => {
    const store = createFieldStore({ publishEveryMs: 0 });
    store.setView([{ id: 7, fieldCount: 1 }]);
    store.applyBatch({ node: 7, offset: 1, done: true, fields: [field('a')] });
    expect(store.showKept(7, [field('a'), field('b')])).toBe(false);
    expect(store.node(7)?.uuids).toEqual(['a']);
  });
});
