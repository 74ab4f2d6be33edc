import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpstream } from './client';
import { createLoaders } from './loaders';

/** A stand-in api that answers every GET with its path's record, and counts the calls. */
function fakeApi(answer: (path: string) => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    calls.push(pathname + search);
    return answer(pathname);
  });
  return { loaders: createLoaders(createUpstream('http://api.test', {})), calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('per-request loaders', () => {
  it('reads a farm once however many fields ask for its fields', async () => {
    const { loaders, calls } = fakeApi(() => json([{ uuid: 'a' }]));
    const [list, prompts] = await Promise.all([loaders.farmFields.load(7), loaders.farmFields.load(7)]);
    expect(list).toEqual(prompts);
    expect(calls).toEqual(['/farms/7/fields/']);
  });

  it("reads each of a farm's fields once, with its neighbours", async () => {
    const { loaders, calls } = fakeApi((path) => json({ uuid: path.split('/')[3], adjacent_fields: [] }));
    await loaders.ownFieldWithNeighbours.loadMany(['a', 'b', 'a']);
    // Without the weather, drift and disputes the prompts do not read (only=adjacent).
    expect(calls.sort()).toEqual([
      '/farms/fields/a/?owner=true&only=adjacent',
      '/farms/fields/b/?owner=true&only=adjacent',
    ]);
  });

  it('keys an assigned farm by its account and farm, not by the object asking', async () => {
    const { loaders, calls } = fakeApi(() => json([]));
    await Promise.all([
      loaders.assignedFarmFields.load({ account: 'u1', farm: 3 }),
      loaders.assignedFarmFields.load({ account: 'u1', farm: 3 }),
      loaders.assignedFarmFields.load({ account: 'u2', farm: 3 }),
    ]);
    expect(calls.sort()).toEqual([
      '/auth/ag-retailer/accounts/u1/farms/3/fields/',
      '/auth/ag-retailer/accounts/u2/farms/3/fields/',
    ]);
  });

  it('fails only the key whose read failed', async () => {
    const { loaders } = fakeApi((path) =>
      path.includes('/2/') ? json({ errors: ['Not found.'] }, 404) : json([{ id: 1, version: 1 }]),
    );
    const [good, missing] = await loaders.reportVersions.loadMany([1, 2]);
    expect(good).toEqual([{ id: 1, version: 1 }]);
    expect(missing).toBeInstanceOf(Error);
    expect((missing as Error).message).toBe('Not found.');
  });

  it("reads a farm's planner once per request, however many fields ask", async () => {
    const { loaders, calls } = fakeApi(() => json({ farm: 4, started_at: null }));
    await loaders.sprayPlanner.load(4);
    await loaders.sprayPlanner.load(4);
    expect(calls).toHaveLength(1);
  });

  it('reads a field against the same plan once, and turns a failed weather source into a message', async () => {
    const { loaders, calls } = fakeApi((path) =>
      path.endsWith('/weather/')
        ? json({ errors: ['The National Weather Service did not answer.'] }, 503)
        : json({ index: 80, adjacent_fields: [] }),
    );
    const [first, second] = await Promise.all([
      loaders.forecast.sprayability.load({ uuid: 'f1', plan: { tankMix: 2, herbicideGroups: [] } }),
      loaders.forecast.sprayability.load({ uuid: 'f1', plan: { tankMix: 2 } }),
    ]);
    expect(first).toBe(second);
    expect(calls).toEqual(['/farms/fields/f1/sprayability/?tank_mix=2']);
    expect(await loaders.forecast.weather.load('f1')).toEqual({
      data: null,
      unavailable: 'The National Weather Service did not answer.',
    });
  });
});
