import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { directoryMessages } from './directory';

// Staff's accounts list: everyone, newest first, searched by name, e-mail or account name.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

type Row = {
  uuid: string;
  full_name: string;
  email: string;
  account_name: string;
  subscription_plan: string;
};
type Page = { meta: { page: number; total: number; total_pages: number }; result: Row[] };
const list = (access: string, query = '') => api.call<Page>(access, 'GET', `/staff/accounts/?${query}`);

describe('GET staff/accounts/', () => {
  it('finds accounts by a part of the name, the e-mail or the account name, in any case', async () => {
    const staff = await api.session({ staff: true });
    const dana = await api.session({ fullName: 'Dana Miller-Okafor', plan: 'F' });
    await api.db.query(
      "UPDATE accounts SET name = 'Okafor Creek Farms' WHERE id = (SELECT account_id FROM users WHERE uuid = $1)",
      [dana.uuid],
    );
    const byName = await list(staff.access, 'search=miller-oka');
    expect(byName.status).toBe(200);
    expect(byName.body.result).toEqual([
      expect.objectContaining({
        uuid: dana.uuid,
        full_name: 'Dana Miller-Okafor',
        email: dana.email,
        account_name: 'Okafor Creek Farms',
        subscription_plan: 'F',
      }),
    ]);
    expect((await list(staff.access, 'search=CREEK%20FARMS')).body.result.map((row) => row.uuid)).toEqual([
      dana.uuid,
    ]);
    expect(
      (await list(staff.access, `search=${encodeURIComponent(dana.email.toUpperCase())}`)).body.result.map(
        (row) => row.uuid,
      ),
    ).toEqual([dana.uuid]);
    // `%` and `_` are letters here, not wildcards.
    expect((await list(staff.access, 'search=%25')).body.meta.total).toBe(0);
    expect((await list(staff.access, 'search=nobody-by-this-name')).body).toMatchObject({
      meta: { total: 0 },
      result: [],
    });
  });

  it('pages everyone, newest first, ten to a page', async () => {
    const staff = await api.session({ staff: true });
    for (let index = 0; index < 11; index++) await api.session({ fullName: `Paging Grower ${index}` });
    const first = await list(staff.access, 'search=paging%20grower');
    expect(first.body.meta).toMatchObject({ page: 1, total: 11, total_pages: 2 });
    expect(first.body.result.map((row) => row.full_name)[0]).toBe('Paging Grower 10');
    const second = await list(staff.access, 'search=paging%20grower&page=2');
    expect(second.body.result.map((row) => row.full_name)).toEqual(['Paging Grower 0']);
  });

  it('is refused to growers, retailers, staff in god mode and anyone without a token', async () => {
    const grower = await api.session();
    const retailer = await api.session({ agRetailer: true });
    for (const who of [grower, retailer]) {
      const { status, body } = await api.call(who.access, 'GET', '/staff/accounts/');
      expect(status).toBe(403);
      expect(body.errors).toEqual([directoryMessages.staffOnly]);
    }
    const staff = await api.session({ staff: true });
    expect(
      (await api.call(await api.tokenFor(grower.uuid, staff.uuid), 'GET', '/staff/accounts/')).status,
    ).toBe(403);
    expect((await api.call('', 'GET', '/staff/accounts/')).status).toBe(401);
  });
});
