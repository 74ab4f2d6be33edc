import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('colour schema', () => {
  it('names a colour for every key of the spec', async () => {
    const colors = (await (await fetch(`${api.url}/farms/fields/color_schema/`)).json()) as Record<
      string,
      string
    >;
    expect(Object.keys(colors).sort()).toEqual(
      [
        'my_field',
        'my_field_active',
        'unclaimed_fields',
        'claimed_fields',
        'neighbouring_fields_free',
        'neighbouring_fields_claimed',
        'merge_fields_color',
        'disputed_clus',
        'drift',
        'incompatible_adjacent_field',
        'compatible_adjacent_field',
      ].sort(),
    );
    expect(Object.values(colors).every((color) => /^#[0-9a-f]{6}$/.test(color))).toBe(true);
  });
});
