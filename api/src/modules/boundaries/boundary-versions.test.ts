import { boundaryVersionMessages } from '@field-boundaries/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { box, drawing, type Field } from './drawing.testing';

// Optimistic concurrency for boundaries (issue 33): a field's boundary carries a version, every
// write of its shape moves it on, and a save made from a copy that has changed since is refused
// with 409 and the "changed since you opened it" message, writing nothing. Real concurrent
// requests, several rounds, so a check that only holds one after the other shows.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const { grower, draw, countFields } = drawing(() => api);
/** Coordinates as the api keeps them: 7 decimals. */
const at7 = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(at7) : Math.round((value as number) * 1e7) / 1e7;
type Versioned = Field & { boundary_version: number; errors: string[]; fields?: Record<string, string[]> };

const stored = async (uuid: string) =>
  (
    await api.db.query<{ name: string; version: number; geojson: string }>(
      'SELECT name, boundary_version AS version, ST_AsGeoJSON(geom, 7) AS geojson FROM fields WHERE uuid = $1',
      [uuid],
    )
  )[0];

describe('two saves of one boundary from the same copy at once', () => {
  it('exactly one is saved; the other is told the boundary changed and writes nothing, not even its name', async () => {
    const me = await grower();
    for (let round = 0; round < 4; round++) {
      const lng = -97.6 + round * 0.01;
      const opened = (await draw(me.access, { name: `Creek ${round}`, mpoly: box(lng, 38.3), farm: me.farm }))
        .body as Versioned;
      expect(opened.boundary_version).toBe(1);
      const wider = box(lng, 38.3, 0.0035);
      const taller = box(lng, 38.3, 0.0027, 0.003);
      const answers = await Promise.all([
        api.call<Versioned>(me.access, 'PATCH', `/farms/fields/${opened.uuid}/`, {
          mpoly: wider,
          boundary_version: opened.boundary_version,
        }),
        api.call<Versioned>(me.access, 'PATCH', `/farms/fields/${opened.uuid}/`, {
          name: `Renamed ${round}`,
          mpoly: taller,
          boundary_version: opened.boundary_version,
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)?.body;
      expect(refused?.errors).toEqual([boundaryVersionMessages.changed]);
      expect(refused?.fields).toEqual({ boundary_version: [boundaryVersionMessages.changed] });
      const saved = answers.find((answer) => answer.status === 200)?.body as Versioned;
      expect(saved.boundary_version).toBe(2);
      // What is stored is the winner's save, whole: its boundary, and the loser's rename is not kept.
      const row = await stored(opened.uuid);
      expect(row?.version).toBe(2);
      expect(JSON.parse(row?.geojson ?? '{}').coordinates).toEqual(saved.geometry.coordinates);
      const winnerWasWider = answers[0]?.status === 200;
      expect(saved.geometry.coordinates).toEqual(at7([[winnerWasWider ? wider : taller]]));
      expect(row?.name).toBe(winnerWasWider ? `Creek ${round}` : `Renamed ${round}`);
    }
  });

  it('the one refused saves once it has read the latest boundary, and nothing of either is lost', async () => {
    const me = await grower();
    const opened = (await draw(me.access, { name: 'Bottoms', mpoly: box(-97.5, 38.35), farm: me.farm }))
      .body as Versioned;
    const first = await api.call<Versioned>(me.access, 'PATCH', `/farms/fields/${opened.uuid}/`, {
      mpoly: box(-97.5, 38.35, 0.0035),
      boundary_version: opened.boundary_version,
    });
    expect(first.status).toBe(200);
    const stale = await api.call<Versioned>(me.access, 'PATCH', `/farms/fields/${opened.uuid}/`, {
      mpoly: box(-97.5, 38.35, 0.0027, 0.003),
      boundary_version: opened.boundary_version,
    });
    expect(stale.status).toBe(409);
    expect((await stored(opened.uuid))?.version).toBe(2);
    // Reloaded: the latest boundary, wider; the second person makes their change on it.
    const [reloaded] = (
      await api.call<Versioned[]>(me.access, 'GET', `/farms/${me.farm}/fields/`)
    ).body.filter((field) => field.uuid === opened.uuid);
    expect(reloaded?.boundary_version).toBe(2);
    const both = box(-97.5, 38.35, 0.0035, 0.003);
    const again = await api.call<Versioned>(me.access, 'PATCH', `/farms/fields/${opened.uuid}/`, {
      mpoly: both,
      boundary_version: reloaded?.boundary_version,
    });
    expect(again.status).toBe(200);
    expect(again.body.boundary_version).toBe(3);
    expect(again.body.geometry.coordinates).toEqual(at7([[both]]));
  });

  it('a partner client that sends no version has its boundary saved as it comes (api/README.md)', async () => {
    const me = await grower();
    const opened = (await draw(me.access, { name: 'Partner', mpoly: box(-97.45, 38.35), farm: me.farm }))
      .body as Versioned;
    const saved = await api.call<Versioned>(me.access, 'PATCH', `/farms/fields/${opened.uuid}/`, {
      mpoly: box(-97.45, 38.35, 0.0035),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.boundary_version).toBe(2);
  });
});

describe('splits and merges move the version on', () => {
  it('a split from a stale copy is refused and splits nothing; merge and split each move the version', async () => {
    const me = await grower();
    const west = (await draw(me.access, { name: 'West', mpoly: box(-97.4, 38.35), farm: me.farm }))
      .body as Versioned;
    const east = (await draw(me.access, { name: 'East', mpoly: box(-97.3973, 38.35), farm: me.farm }))
      .body as Versioned;
    const merged = await api.call<Versioned>(me.access, 'PATCH', `/farms/fields/${west.uuid}/merge/`, {
      merge_fields: [east.uuid],
    });
    expect(merged.body.boundary_version).toBe(2);
    const line = [
      [-97.3973, 38.349],
      [-97.3973, 38.3521],
    ];
    const before = await countFields();
    const stale = await api.call<Versioned>(me.access, 'POST', `/farms/fields/${west.uuid}/split/`, {
      line,
      boundary_version: west.boundary_version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors).toEqual([boundaryVersionMessages.changed]);
    expect(await countFields()).toBe(before);
    expect((await stored(west.uuid))?.version).toBe(2);
    const split = await api.call<{ fields: Versioned[] }>(
      me.access,
      'POST',
      `/farms/fields/${west.uuid}/split/`,
      { line, boundary_version: merged.body.boundary_version },
    );
    expect(split.status).toBe(200);
    expect(split.body.fields.map((field) => field.boundary_version)).toEqual([3, 1]);
    const edit = await api.call<Versioned>(me.access, 'PATCH', `/farms/fields/${west.uuid}/`, {
      mpoly: box(-97.4, 38.35),
      boundary_version: merged.body.boundary_version,
    });
    expect(edit.status).toBe(409);
  });
});
