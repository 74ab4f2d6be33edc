import type { CompactField } from '@field-boundaries/contract/wire';
import { describe, expect, it } from 'vitest';
import type { WireField } from './node-stream';
import { expandFields, fieldsOfEvent, withViewerFlags } from './wire-fields';

const field = (overrides: Partial<CompactField> = {}): CompactField => ({
  u: '0b0d3c1e-3f0e-4a58-9a55-5d3b0b9d2b11',
  a: 158.37,
  c: false,
  m: false,
  b: false,
  o: null,
  // Polyline text uses characters 63–126: backslashes and braces included.
  p: [['_c`|@~bl_X\\\\{}|@?~cmN', 'o}@?']],
  ...overrides,
});
/** A `fields` event's data as the api writes it. */
const event = (fields: CompactField[], done = false) =>
  Buffer.from(JSON.stringify({ node: 1_234_567, ...(done ? { done } : {}), fields }));

describe("a batch's fields in the map's compact form", () => {
  it("passes on the api's own bytes of the fields array, without a copy", () => {
    const fields = [field(), field({ c: true, o: { n: 'Ann "fields":[ Lee', e: 'ann@example.com' } })];
    const data = event(fields);
    const { wire, done } = fieldsOfEvent(data);
    expect(JSON.parse(wire.toString())).toEqual(fields);
    expect(done).toBe(false);
    expect(wire.buffer).toBe(data.buffer);
    expect(fieldsOfEvent(event([])).wire.toString()).toBe('[]');
  });

  it('tells a batch of live facts only, sent when the client holds the current geometry', () => {
    const fact = field({ c: true, m: true, p: [] });
    const data = Buffer.from(
      JSON.stringify({ node: 1_234_567, done: true, unchanged: true, fields: [fact] }),
    );
    const facts = fieldsOfEvent(data);
    expect(facts).toMatchObject({ done: true, unchanged: true });
    expect(JSON.parse(facts.wire.toString())).toEqual([fact]);
    expect(facts.wire.buffer).toBe(data.buffer);
    expect(fieldsOfEvent(event([field()], true)).unchanged).toBe(false);
  });

  it("tells the node's last batch, which the api marks done", () => {
    const last = fieldsOfEvent(event([field()], true));
    expect(last.done).toBe(true);
    expect(JSON.parse(last.wire.toString())).toEqual([field()]);
  });

  it('takes the general path when the event is not shaped as the api writes it', () => {
    const fields = [field()];
    const reordered = Buffer.from(JSON.stringify({ fields, node: 3 }));
    expect(JSON.parse(fieldsOfEvent(reordered).wire.toString())).toEqual(fields);
    const spaced = Buffer.from(JSON.stringify({ node: 3, done: true, fields }, null, 1));
    expect(fieldsOfEvent(spaced).done).toBe(true);
    expect(JSON.parse(fieldsOfEvent(spaced).wire.toString())).toEqual(fields);
  });

  it("puts in a viewer's own flags for the fields it sees differently, and leaves the rest", () => {
    const shared = [field({ u: 'a' }), field({ u: 'b', c: true }), field({ u: 'c' })];
    const owner = { full_name: 'Ann "Quote" O\'Neil', email: 'ann@example.com' };
    const viewer = new Map([
      ['b', { claimed: true, mine: false, neighbour: true, owner }],
      ['a', { claimed: true, mine: true, neighbour: false, owner: null }],
    ]);
    const { wire } = fieldsOfEvent(event(shared));
    expect(JSON.parse(withViewerFlags(wire, viewer).toString())).toEqual([
      field({ u: 'a', c: true, m: true }),
      field({ u: 'b', c: true, b: true, o: { n: owner.full_name, e: owner.email } }),
      field({ u: 'c' }),
    ]);
    // A viewer who sees none of the batch differently shares its bytes.
    expect(
      withViewerFlags(
        wire,
        new Map([['elsewhere', { claimed: true, mine: true, neighbour: false, owner: null }]]),
      ),
    ).toBe(wire);
  });

  it('gives the typed fields with their full names', () => {
    const owner = { n: 'Ann Lee', e: 'ann@example.com' };
    const [expanded] = expandFields(fieldsOfEvent(event([field({ c: true, o: owner })])).wire);
    expect(expanded).toEqual({
      uuid: '0b0d3c1e-3f0e-4a58-9a55-5d3b0b9d2b11',
      acres: 158.37,
      claimed: true,
      mine: false,
      neighbour: false,
      owner: { full_name: 'Ann Lee', email: 'ann@example.com' },
      polygons: [['_c`|@~bl_X\\\\{}|@?~cmN', 'o}@?']],
    } satisfies WireField);
  });
});
