import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { ring } from './hostile.testing';

// A name longer than a field name may be (30 UTF-16 code units, FIELD_NAME_MAX_LENGTH) is
// shortened on import. Cut by code units, an emoji or any character past U+FFFF at the cut lost
// its second half, and the half left made the field refused as if the grower had typed a
// control character ("Field name can't contain control characters… Please retype it.").

describe('a long name from a file, shortened', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('is cut between characters, never inside one, and the field is taken', async () => {
    const session = await api.session({ plan: 'B' });
    await api.db.query('UPDATE users SET legal_notice = true WHERE uuid = $1', [session.uuid]);
    const farm = (await api.call<{ id: number }>(session.access, 'POST', '/farms/', { name: 'Home' })).body
      .id;
    const names = [`${'a'.repeat(29)}🌽 north`, `${'b'.repeat(27)}🌽🌽 east`, `North 40 ${'𝔸'.repeat(20)}`];
    const file = {
      type: 'FeatureCollection',
      features: names.map((name, at) => ({
        type: 'Feature',
        properties: { name },
        geometry: {
          type: 'Polygon',
          coordinates: [[...ring(-97.3, 38.4 + at * 0.01, 0.004), [-97.3, 38.4 + at * 0.01]]],
        },
      })),
    };
    const answer = await api.call<{
      taken: number;
      features: { name: string; status: string; reason: string | null }[];
    }>(session.access, 'POST', `/farms/${farm}/fields/import/`, {
      format: 'geojson',
      content: Buffer.from(JSON.stringify(file)).toString('base64'),
    });
    expect(answer.body.features.map((each) => each.reason ?? '')).not.toContain(
      expect.stringMatching(/control characters/),
    );
    expect(answer.body.taken).toBe(3);
    expect(answer.body.features.map((each) => each.name)).toEqual([
      'a'.repeat(29),
      `${'b'.repeat(27)}🌽`,
      `North 40 ${'𝔸'.repeat(10)}`,
    ]);
    for (const { name } of answer.body.features) expect(name).not.toMatch(/\p{Cs}/u);
  }, 60_000);
});
