import { developerMessages } from '@field-boundaries/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { directoryMessages } from './directory';

// The developer role: a grower (or retailer) turns it on and registers apps other growers can
// connect; it cannot be turned off while an app remains; staff set it for any account from their
// accounts list; nobody changes it in god mode. Each change is in the audit log.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

type User = { uuid: string; is_developer: boolean };
type Row = { uuid: string; is_developer: boolean };
const setOwn = (access: string, on: boolean) =>
  api.call<User & { errors: string[] }>(access, 'PUT', '/auth/users/me/developer/', { is_developer: on });
const setFor = (access: string, uuid: string, on: boolean) =>
  api.call<Row & { errors: string[] }>(access, 'PUT', `/staff/accounts/${uuid}/developer/`, {
    is_developer: on,
  });
const registerApp = (access: string) =>
  api.call<{ client_id: string }>(access, 'POST', '/partners/apps/', {
    name: 'Bin Monitor',
    redirect_uris: ['https://bins.example.com/callback'],
    scopes: ['fields:read'],
    confidential: false,
  });
const isDeveloper = async (access: string) =>
  (await api.call<User>(access, 'GET', '/auth/users/me/')).body.is_developer;
async function auditActions(email: string) {
  const staff = await api.session({ staff: true });
  const log = await api.call<{ result: { action: string }[] }>(
    staff.access,
    'GET',
    `/audit/?account=${encodeURIComponent(email)}`,
  );
  return log.body.result.map((entry) => entry.action).reverse();
}

describe('PUT auth/users/me/developer/', () => {
  it('lets a grower register apps once on, and refuses off while an app remains', async () => {
    const grower = await api.session();
    expect((await registerApp(grower.access)).status).toBe(403);

    const on = await setOwn(grower.access, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ uuid: grower.uuid, is_developer: true });
    const app = await registerApp(grower.access);
    expect(app.status).toBe(201);

    const refused = await setOwn(grower.access, false);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([developerMessages.hasApps(1)]);
    expect(await isDeveloper(grower.access)).toBe(true);

    expect((await api.call(grower.access, 'DELETE', `/partners/apps/${app.body.client_id}/`)).status).toBe(
      204,
    );
    const off = await setOwn(grower.access, false);
    expect(off.status).toBe(200);
    expect(off.body.is_developer).toBe(false);
    expect((await registerApp(grower.access)).status).toBe(403);
    // Setting what is already set changes nothing and is not logged again.
    expect((await setOwn(grower.access, false)).status).toBe(200);
    expect(await auditActions(grower.email)).toEqual(['developer.granted', 'developer.removed']);
  });

  it('is open to a retailer for its own account', async () => {
    const retailer = await api.session({ agRetailer: true });
    expect((await setOwn(retailer.access, true)).body.is_developer).toBe(true);
    expect((await registerApp(retailer.access)).status).toBe(201);
  });

  it('is never changed in god mode', async () => {
    const grower = await api.session();
    const staff = await api.session({ staff: true });
    const asStaff = await api.tokenFor(grower.uuid, staff.uuid);
    const refused = await setOwn(asStaff, true);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([developerMessages.ownerOnly]);
    expect(await isDeveloper(grower.access)).toBe(false);
  });
});

describe('PUT staff/accounts/{uuid}/developer/', () => {
  it('lets staff turn it on and off for an account, shown in their accounts list', async () => {
    const staff = await api.session({ staff: true });
    const grower = await api.session({ fullName: 'Dev Granted Grower' });
    const on = await setFor(staff.access, grower.uuid, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ uuid: grower.uuid, is_developer: true });
    const listed = await api.call<{ result: Row[] }>(
      staff.access,
      'GET',
      '/staff/accounts/?search=dev%20granted%20grower',
    );
    expect(listed.body.result).toEqual([expect.objectContaining({ uuid: grower.uuid, is_developer: true })]);
    expect(await isDeveloper(grower.access)).toBe(true);

    // The grower's app holds it on, for staff too.
    const app = await registerApp(grower.access);
    expect((await setFor(staff.access, grower.uuid, false)).body.errors).toEqual([
      developerMessages.hasApps(1),
    ]);
    await api.call(staff.access, 'DELETE', `/partners/apps/${app.body.client_id}/`);
    expect((await setFor(staff.access, grower.uuid, false)).body.is_developer).toBe(false);
    expect(await auditActions(grower.email)).toEqual(['developer.granted', 'developer.removed']);
  });

  it('is refused to growers, retailers, developers and staff in god mode; an unknown account is 404', async () => {
    const grower = await api.session();
    const target = await api.session();
    const developer = await api.session({ developer: true });
    const retailer = await api.session({ agRetailer: true });
    for (const who of [grower, developer, retailer]) {
      const refused = await setFor(who.access, target.uuid, true);
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toEqual([developerMessages.staffOnly]);
    }
    const staff = await api.session({ staff: true });
    expect((await setFor(await api.tokenFor(grower.uuid, staff.uuid), target.uuid, true)).status).toBe(403);
    expect(await isDeveloper(target.access)).toBe(false);
    const unknown = await setFor(staff.access, '00000000-0000-4000-8000-000000000000', true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([directoryMessages.noAccount]);
  });
});
