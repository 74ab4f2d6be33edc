import { describe, expect, it } from 'vitest';
import { api, field, filled, grower, type Problems, type Report, useReportFixtures } from './world.testing';

// Attacks on issue 50's optimistic concurrency for report amends, by a tester who did not write
// it: many amends at once, and versions no client should send.
useReportFixtures();

const newReport = async () =>
  (await api.call<Report>(grower.access, 'POST', '/reports/', { field: field.uuid, form: filled() })).body;

describe('amends an attacker sends', () => {
  it('holds: sixteen amends of one version at once save exactly one', async () => {
    const saved = await newReport();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        api.call<Report & Problems>(grower.access, 'PUT', `/reports/${saved.id}/`, {
          form: filled(),
          change_reason: `Racing ${n}`,
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const versions = await api.call<unknown[]>(grower.access, 'GET', `/reports/${saved.id}/versions/`);
    expect(versions.body).toHaveLength(2);
  });

  it('holds: a version from the future, zero, negative, fractional, huge or a string is refused, never a 500', async () => {
    const saved = await newReport();
    for (const version of [99, 0, -1, 1.5, 1e300, '1', null, 2 ** 53]) {
      const answer = await api.call<Problems>(grower.access, 'PUT', `/reports/${saved.id}/`, {
        form: filled(),
        change_reason: `Odd version ${String(version)}`,
        version,
      });
      if (version === null) expect([200, 400, 409], String(version)).toContain(answer.status);
      else expect([400, 409], String(version)).toContain(answer.status);
    }
  });
});
