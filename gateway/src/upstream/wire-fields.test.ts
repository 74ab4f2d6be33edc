import { describe, expect, it } from 'vitest';
import type { WireField } from './node-stream';
import { compactFields, wireFieldsText, withViewerFlags } from './wire-fields';

const field = (overrides: Partial<WireField> = {}): WireField => ({
  uuid: '0b0d3c1e-3f0e-4a58-9a55-5d3b0b9d2b11',
  acres: 158.37,
  claimed: false,
  mine: false,
  neighbour: true,
  owner: null,
  // Polyline text uses characters 63–126: backslashes and braces included.
  polygons: [['_c`|@~bl_X\\\\{}|@?~cmN', 'o}@?']],
  ...overrides,
});
const event = (fields: WireField[]) => JSON.stringify({ node: 1_234_567, fields });

describe('the compact wire form of a batch of fields', () => {
  it('renames the api keys in the text and equals the form built field by field', () => {
    const fields = [
      field(),
      field({ claimed: true, owner: { full_name: 'Ann "mine": Lee', email: 'ann@example.com' } }),
      // Values that spell keys must be left alone.
      field({ owner: { full_name: '"uuid":', email: 'a\\"email":' }, claimed: true, mine: true }),
    ];
    const text = wireFieldsText(event(fields));
    expect(JSON.parse(text)).toEqual(compactFields(fields));
    expect(JSON.parse(text)[1]).toEqual({
      u: fields[1]?.uuid,
      a: 158.37,
      c: true,
      m: false,
      b: true,
      o: { n: 'Ann "mine": Lee', e: 'ann@example.com' },
      p: fields[1]?.polygons,
    });
  });

  it('takes the general path when the event is not shaped as the api writes it', () => {
    const fields = [field()];
    const reordered = JSON.stringify({ fields, node: 3 });
    expect(JSON.parse(wireFieldsText(reordered))).toEqual(compactFields(fields));
    expect(wireFieldsText(event([]))).toBe('[]');
  });

  it("puts in a viewer's own flags for the fields it sees differently, and leaves the rest", () => {
    const shared = [
      field({ uuid: 'a', neighbour: false }),
      field({ uuid: 'b', neighbour: false, claimed: true }),
      field({ uuid: 'c', neighbour: false }),
    ];
    const owner = { full_name: 'Ann "Quote" O\'Neil', email: 'ann@example.com' };
    const viewer = new Map([
      ['b', { claimed: true, mine: false, neighbour: true, owner }],
      ['a', { claimed: true, mine: true, neighbour: false, owner: null }],
    ]);
    const text = withViewerFlags(wireFieldsText(event(shared)), viewer);
    expect(JSON.parse(text)).toEqual(
      compactFields([
        field({ uuid: 'a', claimed: true, mine: true, neighbour: false }),
        field({ uuid: 'b', claimed: true, neighbour: true, owner }),
        field({ uuid: 'c', neighbour: false }),
      ]),
    );
  });
});
