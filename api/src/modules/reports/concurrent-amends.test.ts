import { describe, expect, it } from 'vitest';
import { api, field, filled, grower, type Problems, type Report, useReportFixtures } from './world.testing';

// Amends of one version sent together: one is saved as the next version, each other one is
// refused with a 409 that names the newer version, and none is lost without its sender knowing.
useReportFixtures();

describe('amends of one report sent together', () => {
  it('saves one, refuses the rest with a 409 naming the newer version, and loses none silently', async () => {
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        api.call<Report & Problems>(grower.access, 'PUT', `/reports/${saved.id}/`, {
          form: filled(),
          change_reason: `Correction ${n}`,
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.errors?.[0]).toMatch(/version 2 is now the newest/);
    const versions = await api.call<unknown[]>(grower.access, 'GET', `/reports/${saved.id}/versions/`);
    expect(versions.body).toHaveLength(2);
  });

  it('sent without the version they amend, each is saved as a version of its own or refused, never a 500', async () => {
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        api.call<Report & Problems>(grower.access, 'PUT', `/reports/${saved.id}/`, {
          form: filled(),
          change_reason: `Correction ${n}`,
        }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const kept = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.change_reason);
    const versions = await api.call<{ change_reason: string | null }[]>(
      grower.access,
      'GET',
      `/reports/${saved.id}/versions/`,
    );
    expect(versions.body).toHaveLength(1 + kept.length);
    expect(versions.body.map((version) => version.change_reason)).toEqual(expect.arrayContaining(kept));
  });

  it('refuses an amend of a version that is no longer the newest', async () => {
    const saved = (
      await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })
    ).body;
    const first = await api.call(grower.access, 'PUT', `/reports/${saved.id}/`, {
      form: filled(),
      change_reason: 'First correction',
      version: 1,
    });
    expect(first.status).toBe(200);
    const stale = await api.call<Problems>(grower.access, 'PUT', `/reports/${saved.id}/`, {
      form: filled(),
      change_reason: 'Made from the page as it was before',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]).toMatch(/version 2 is now the newest/);
  });
});
