import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing';

// The authorization matrix: users × objects × verbs. Every row is one call a person (or a
// script with their token) could make against someone else's profile, relations, subscription
// or account, and the answer the api must give. Allowed rows sit beside refused ones so a rule
// that refuses everything fails too.
let api: TestApi;
type Person = { uuid: string; access: string; email: string };
let growerA: Person; // the grower whose things are at stake
let growerB: Person; // another grower
let retailerR: Person; // a retailer A gave access
let retailerS: Person; // a retailer without access
let staff: Person;
let relationId: number;
let accountA: number;
let farmA: number; // a farm of A's, so a refusal to B is the rule's and not a missing farm

beforeAll(async () => {
  api = await startTestApi();
  growerA = await api.session({ fullName: 'Dana Miller' });
  growerB = await api.session({ fullName: 'Lee Harper' });
  retailerR = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
  retailerS = await api.session({ agRetailer: true, fullName: 'Kim Vo' });
  staff = await api.session({ staff: true });
  const [row] = await api.db.query<{ id: string }>(
    'INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2) RETURNING id',
    [growerA.uuid, retailerR.uuid],
  );
  relationId = Number(row?.id);
  const me = await api.call<{ account: number }>(growerA.access, 'GET', '/auth/users/me/');
  accountA = me.body.account;
  const farm = await api.call<{ id: number }>(growerA.access, 'POST', '/farms/', { name: 'Dana’s North' });
  farmA = farm.body.id;
});
afterAll(() => api?.close());

type Row = { who: () => string; method: string; path: () => string; body?: () => unknown; status: number };
const as = (person: () => Person) => () => person().access;
const anonymous = () => '';

describe('profiles', () => {
  it('each user reads and edits only their own profile', async () => {
    const mine = await api.call<{ uuid: string }>(growerB.access, 'GET', '/auth/users/me/');
    expect(mine.body.uuid).toBe(growerB.uuid);
    await api.call(growerB.access, 'PATCH', '/auth/users/me/', { full_name: 'Not Dana' });
    const untouched = await api.call<{ full_name: string }>(growerA.access, 'GET', '/auth/users/me/');
    expect(untouched.body.full_name).toBe('Dana Miller');
    // There is no path that names another user's profile.
    expect((await api.call(growerB.access, 'GET', `/auth/users/${growerA.uuid}/`)).status).toBe(404);
  });
});

describe('relations, subscriptions and god mode', () => {
  const rows: [string, Row][] = [
    // Relations
    [
      'a grower lists their own retailers',
      { who: as(() => growerA), method: 'GET', path: () => '/auth/users/ag-retailers/', status: 200 },
    ],
    [
      'no token lists no retailers',
      { who: anonymous, method: 'GET', path: () => '/auth/users/ag-retailers/', status: 401 },
    ],
    [
      'a grower cannot list accounts as a retailer',
      { who: as(() => growerB), method: 'GET', path: () => '/auth/ag-retailer/accounts/', status: 403 },
    ],
    [
      'another grower cannot remove A’s retailer',
      {
        who: as(() => growerB),
        method: 'DELETE',
        path: () => `/auth/users/ag-retailers/${relationId}/`,
        status: 404,
      },
    ],
    [
      'a retailer without access cannot remove it',
      {
        who: as(() => retailerS),
        method: 'DELETE',
        path: () => `/auth/users/ag-retailers/${relationId}/`,
        status: 404,
      },
    ],
    [
      'no token removes nothing',
      {
        who: anonymous,
        method: 'DELETE',
        path: () => `/auth/users/ag-retailers/${relationId}/`,
        status: 401,
      },
    ],
    [
      'the retailer with access reads A’s farms',
      {
        who: as(() => retailerR),
        method: 'GET',
        path: () => `/auth/ag-retailer/accounts/${growerA.uuid}/farms/`,
        status: 200,
      },
    ],
    [
      'a retailer without access cannot read A’s farms',
      {
        who: as(() => retailerS),
        method: 'GET',
        path: () => `/auth/ag-retailer/accounts/${growerA.uuid}/farms/`,
        status: 403,
      },
    ],
    [
      'a grower cannot read A’s farms',
      {
        who: as(() => growerB),
        method: 'GET',
        path: () => `/auth/ag-retailer/accounts/${growerA.uuid}/farms/`,
        status: 403,
      },
    ],
    [
      'a grower reads the fields of their own farm',
      { who: as(() => growerA), method: 'GET', path: () => `/farms/${farmA}/fields/`, status: 200 },
    ],
    [
      'nor through a farm id',
      { who: as(() => growerB), method: 'GET', path: () => `/farms/${farmA}/fields/`, status: 404 },
    ],
    // Subscriptions
    [
      'a user reads only their own subscription',
      { who: as(() => growerB), method: 'GET', path: () => '/subscription/me/', status: 200 },
    ],
    [
      'another grower cannot buy for A’s account',
      {
        who: as(() => growerB),
        method: 'POST',
        path: () => '/subscription/buy-package/',
        body: () => ({ subscription: accountA, package: 1 }),
        status: 403,
      },
    ],
    [
      'no token buys nothing',
      {
        who: anonymous,
        method: 'POST',
        path: () => '/subscription/buy-package/',
        body: () => ({ subscription: accountA, package: 1 }),
        status: 401,
      },
    ],
    // God mode
    [
      'a grower cannot enter another account',
      {
        who: as(() => growerB),
        method: 'POST',
        path: () => '/auth/god-mode/login/',
        body: () => ({ uuid: growerA.uuid }),
        status: 403,
      },
    ],
    [
      'a retailer without access cannot enter',
      {
        who: as(() => retailerS),
        method: 'POST',
        path: () => '/auth/god-mode/login/',
        body: () => ({ uuid: growerA.uuid }),
        status: 403,
      },
    ],
    [
      'no token enters nothing',
      {
        who: anonymous,
        method: 'POST',
        path: () => '/auth/god-mode/login/',
        body: () => ({ uuid: growerA.uuid }),
        status: 401,
      },
    ],
    [
      'the retailer with access enters',
      {
        who: as(() => retailerR),
        method: 'POST',
        path: () => '/auth/god-mode/login/',
        body: () => ({ uuid: growerA.uuid }),
        status: 200,
      },
    ],
    [
      'staff enter',
      {
        who: as(() => staff),
        method: 'POST',
        path: () => '/auth/god-mode/login/',
        body: () => ({ uuid: growerA.uuid }),
        status: 200,
      },
    ],
    // The audit log
    [
      'growers do not read the audit log',
      { who: as(() => growerA), method: 'GET', path: () => '/audit/', status: 403 },
    ],
    [
      'retailers do not read the audit log',
      { who: as(() => retailerR), method: 'GET', path: () => '/audit/', status: 403 },
    ],
    ['staff read the audit log', { who: as(() => staff), method: 'GET', path: () => '/audit/', status: 200 }],
  ];

  it.each(rows)('%s', async (_name, row) => {
    const answer = await api.call(row.who(), row.method, row.path(), row.body?.());
    expect(answer.status).toBe(row.status);
  });
});

describe('god mode after access is removed', () => {
  it('is refused, and a session opened before ends', async () => {
    const grower = await api.session();
    const retailer = await api.session({ agRetailer: true });
    const [row] = await api.db.query<{ id: string }>(
      'INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2) RETURNING id',
      [grower.uuid, retailer.uuid],
    );
    const entered = await api.call<{ access: string }>(retailer.access, 'POST', '/auth/god-mode/login/', {
      uuid: grower.uuid,
    });
    expect(entered.status).toBe(200);
    // In god mode the retailer cannot change whom the grower trusts, nor the grower's secrets.
    const posing = entered.body.access;
    expect((await api.call(posing, 'DELETE', `/auth/users/ag-retailers/${row?.id}/`)).status).toBe(403);
    expect(
      (await api.call(posing, 'POST', '/auth/users/ag-retailers/invite/', { email: retailer.email })).status,
    ).toBe(403);
    expect((await api.call(posing, 'PATCH', '/auth/users/me/', { email: 'taken@example.com' })).status).toBe(
      403,
    );

    expect((await api.call(grower.access, 'DELETE', `/auth/users/ag-retailers/${row?.id}/`)).status).toBe(
      204,
    );
    expect(
      (await api.call(retailer.access, 'POST', '/auth/god-mode/login/', { uuid: grower.uuid })).status,
    ).toBe(403);
    expect((await api.call(posing, 'GET', '/farms/me/')).status).toBe(401);
  });
});
