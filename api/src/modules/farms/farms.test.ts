import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';

// A grower's farms: the first from registration, more on plan B, renamed, deleted with their fields.
type Farm = { id: number; name: string; field_count: number; acres: number };

let api: TestApi;
let free: string[];
beforeAll(async () => {
  api = await startTestApi();
  await writeDemoRegion(api.db, 50);
  free = (await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 4')).map(
    (row) => row.uuid,
  );
});
afterAll(() => api?.close());

const call = <T = { errors: string[] }>(access: string, method: string, path: string, body?: unknown) =>
  api.call<T>(access, method, path, body);

describe('farms', () => {
  it('has the first farm from registration, named from farm_name', async () => {
    const registered = await fetch(`${api.url}/auth/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        full_name: 'Ada Prairie',
        farm_name: 'Prairie Creek Farms',
        email: 'ada.farms@example.com',
        password: 'long enough',
        password_confirmation: 'long enough',
        security_question: 1,
        security_answer: 'Rex',
      }),
    });
    expect(registered.status).toBe(201);
    const farms = await api.db.query<{ name: string }>(
      `SELECT m.name FROM farms m JOIN users u ON u.account_id = m.account_id WHERE u.email = 'ada.farms@example.com'`,
    );
    expect(farms).toEqual([{ name: 'Prairie Creek Farms' }]);
  });

  it('adds, renames and lists farms with their field counts and acres, refusing a name twice', async () => {
    const grower = await api.session({ plan: 'B' });
    const added = await call<Farm>(grower.access, 'POST', '/farms/', { name: '  North Section ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'North Section', field_count: 0, acres: 0 });
    const claimed = await call<{ area: number }>(grower.access, 'PATCH', `/farms/fields/${free[0]}/claim/`, {
      name: 'Creek quarter',
      farm: added.body.id,
      legal_confirmed: true,
    });
    expect(claimed.status).toBe(200);
    const listed = await call<Farm[]>(grower.access, 'GET', '/farms/me/');
    expect(listed.body).toEqual([
      { id: added.body.id, name: 'North Section', field_count: 1, acres: claimed.body.area },
    ]);

    const twice = await call(grower.access, 'POST', '/farms/', { name: 'north section' });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual(['A farm with this name already exists.']);
    const nameless = await call(grower.access, 'POST', '/farms/', { name: '  ' });
    expect(nameless.body.errors).toEqual(['Please enter a name for the farm.']);

    const renamed = await call<Farm>(grower.access, 'PATCH', `/farms/${added.body.id}/`, {
      name: 'Home Section',
    });
    expect(renamed.body).toMatchObject({ name: 'Home Section', field_count: 1 });
  });

  it('holds one farm on the free plan, and offers the upgrade for a second', async () => {
    const trial = await api.session({ plan: 'F' });
    expect((await call(trial.access, 'POST', '/farms/', { name: 'Home' })).status).toBe(201);
    const second = await call(trial.access, 'POST', '/farms/', { name: 'Second' });
    expect(second.status).toBe(402);
    expect(second.body.errors).toEqual(["Oops! You don't have enough credits."]);
    expect((await call<Farm[]>(trial.access, 'GET', '/farms/me/')).body).toHaveLength(1);
  });

  it("deletes a farm with its fields, and refuses another account's farm", async () => {
    const grower = await api.session({ plan: 'B' });
    const farm = (await call<Farm>(grower.access, 'POST', '/farms/', { name: 'To go' })).body;
    await call(grower.access, 'PATCH', `/farms/fields/${free[1]}/claim/`, {
      name: 'Gone field',
      farm: farm.id,
      legal_confirmed: true,
    });
    const other = await api.session({ plan: 'B' });
    expect((await call(other.access, 'DELETE', `/farms/${farm.id}/`)).status).toBe(404);
    expect((await call(other.access, 'PATCH', `/farms/${farm.id}/`, { name: 'Mine now' })).status).toBe(404);

    expect((await call(grower.access, 'DELETE', `/farms/${farm.id}/`)).status).toBe(204);
    expect((await call<Farm[]>(grower.access, 'GET', '/farms/me/')).body).toEqual([]);
    const left = await api.db.query('SELECT 1 FROM fields WHERE clu_uuid = $1', [free[1]]);
    expect(left).toHaveLength(0);
  });
});
