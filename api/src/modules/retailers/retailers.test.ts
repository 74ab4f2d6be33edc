import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// Ag retailer relations through the api: invitations both ways, the mailed single-use link,
// both sides' lists, removal, god mode and the retailer's read-only farms (spec 2.3, 7, 8).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

type Person = { uuid: string; access: string; email: string };
type Page<T> = {
  meta: { page: number; total: number; total_pages: number; next_page: number | null };
  result: T[];
};
type RetailerRow = {
  id: number;
  uuid: string;
  full_name: string;
  company: string;
  last_entered_at: string | null;
};
type AccountRow = { id: number; uuid: string; account_name: string; email: string; full_name: string };

const invite = (who: Person, email: string) =>
  api.call(who.access, 'POST', '/auth/users/ag-retailers/invite/', { email });

/** The secret of the newest invitation mailed to `email`. */
async function mailedHash(email: string) {
  const [mail] = await api.outbox(email);
  const link = mail?.links[0] ?? '';
  expect(link).toMatch(/^http:\/\/localhost:4000\/ag_retailer_invite\/[\w-]+$/);
  return link.split('/').pop() as string;
}

/** A grower and a retailer related through a retailer's invitation the grower accepted. */
async function related() {
  const grower = await api.session({ fullName: 'Dana Miller' });
  const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
  expect((await invite(retailer, grower.email)).status).toBe(201);
  expect(
    (await api.call('', 'PUT', `/auth/users/ag-retailers/access/${await mailedHash(grower.email)}/`)).status,
  ).toBe(200);
  return { grower, retailer };
}

const accountsOf = (retailer: Person, page = 1) =>
  api.call<Page<AccountRow>>(retailer.access, 'GET', `/auth/ag-retailer/accounts/?page=${page}`);
const retailersOf = (grower: Person) =>
  api.call<Page<RetailerRow>>(grower.access, 'GET', '/auth/users/ag-retailers/');
const enter = (who: Person | { access: string }, uuid: string) =>
  api.call<{ access: string; refresh: string; god_mode: boolean }>(
    who.access,
    'POST',
    '/auth/god-mode/login/',
    { uuid },
  );

describe('invitations', () => {
  it('a retailer asks for a grower account; the grower’s mailed link shows the ask and grants it once', async () => {
    const grower = await api.session({ fullName: 'Dana Miller' });
    const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
    const sent = await invite(retailer, ` ${grower.email.toUpperCase()} `);
    expect(sent.status).toBe(201);
    const [mail] = await api.outbox(grower.email);
    expect(mail?.subject).toBe('Test Farm asks for access to your Field Boundaries account');
    expect(mail?.text).toContain('Sam Ortiz of Test Farm asks for access');

    const hash = await mailedHash(grower.email);
    const view = await api.call('', 'GET', `/auth/users/ag-retailers/access/${hash}/`);
    expect(view.body).toMatchObject({ invited_by: 'retailer', retailer: { full_name: 'Sam Ortiz' } });
    expect((await accountsOf(retailer)).body.meta.total).toBe(0);

    expect((await api.call('', 'PUT', `/auth/users/ag-retailers/access/${hash}/`)).status).toBe(200);
    const list = await accountsOf(retailer);
    expect(list.body.result).toEqual([
      expect.objectContaining({
        uuid: grower.uuid,
        email: grower.email,
        full_name: 'Dana Miller',
        account_name: 'Test Farm',
      }),
    ]);

    const again = await api.call('', 'PUT', `/auth/users/ag-retailers/access/${hash}/`);
    expect(again.status).toBe(404);
    expect(again.body.errors).toEqual(['This invitation link is invalid, was already used or has expired.']);
  });

  it('a grower adds a retailer, who accepts from the mail', async () => {
    const grower = await api.session({ fullName: 'Dana Miller' });
    const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
    expect((await invite(grower, retailer.email)).status).toBe(201);
    const [mail] = await api.outbox(retailer.email);
    expect(mail?.subject).toBe('Test Farm added you as their Ag Retailer');
    await api.call('', 'PUT', `/auth/users/ag-retailers/access/${await mailedHash(retailer.email)}/`);
    expect((await retailersOf(grower)).body.result).toEqual([
      expect.objectContaining({
        uuid: retailer.uuid,
        full_name: 'Sam Ortiz',
        company: 'Test Farm',
        last_entered_at: null,
      }),
    ]);
  });

  it('an expired link grants nothing', async () => {
    const grower = await api.session();
    const retailer = await api.session({ agRetailer: true });
    await invite(retailer, grower.email);
    const hash = await mailedHash(grower.email);
    await api.db.query(
      "UPDATE ag_retailer_invites SET expires_at = now() - interval '1 second' WHERE retailer_uuid = $1",
      [retailer.uuid],
    );
    expect((await api.call('', 'PUT', `/auth/users/ag-retailers/access/${hash}/`)).status).toBe(404);
    expect((await accountsOf(retailer)).body.meta.total).toBe(0);
  });

  it('a newer invitation replaces the open one', async () => {
    const grower = await api.session();
    const retailer = await api.session({ agRetailer: true });
    await invite(retailer, grower.email);
    const first = await mailedHash(grower.email);
    await invite(retailer, grower.email);
    expect((await api.call('', 'PUT', `/auth/users/ag-retailers/access/${first}/`)).status).toBe(404);
    expect(
      (await api.call('', 'PUT', `/auth/users/ag-retailers/access/${await mailedHash(grower.email)}/`))
        .status,
    ).toBe(200);
  });

  it('says why an invitation cannot be sent, and mails nothing', async () => {
    const grower = await api.session();
    const trial = await api.session({ plan: 'F' });
    const retailer = await api.session({ agRetailer: true });
    const otherRetailer = await api.session({ agRetailer: true });
    const otherGrower = await api.session();
    const cases: [Person, string, number, string][] = [
      [retailer, 'not-an-email', 400, 'Please enter a valid E-mail address'],
      [retailer, 'someone@farm.c', 400, 'Please enter a valid E-mail address'],
      [retailer, 'nobody@example.com', 404, 'No account associated with this email.'],
      [retailer, otherRetailer.email, 400, 'Ag Retailers can only add grower accounts.'],
      [grower, otherGrower.email, 400, 'This e-mail does not belong to an Ag Retailer.'],
      [trial, retailer.email, 402, "Oops! You don't have enough credits."],
    ];
    for (const [who, email, status, message] of cases) {
      const answer = await invite(who, email);
      expect([answer.status, answer.body.errors]).toEqual([status, [message]]);
    }
    expect(await api.outbox(otherRetailer.email)).toEqual([]);
    expect(await api.outbox(otherGrower.email)).toEqual([]);
  });

  it('an existing relation is not invited twice, from either side', async () => {
    const { grower, retailer } = await related();
    const fromRetailer = await invite(retailer, grower.email);
    expect([fromRetailer.status, fromRetailer.body.errors]).toEqual([
      409,
      ['This account is already assigned to this Ag Retailer.'],
    ]);
    const fromGrower = await invite(grower, retailer.email);
    expect(fromGrower.body.errors).toEqual(['This Ag Retailer is already assigned to this account.']);
  });
});

describe('lists and removal', () => {
  it('pages ten accounts at a time with the spec’s meta', async () => {
    const retailer = await api.session({ agRetailer: true });
    for (let index = 0; index < 12; index++) {
      const grower = await api.session({ fullName: `Grower ${index}` });
      await api.db.query('INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2)', [
        grower.uuid,
        retailer.uuid,
      ]);
    }
    const first = await accountsOf(retailer);
    expect(first.body.meta).toEqual({
      page: 1,
      total_pages: 2,
      total: 12,
      results_on_page: 10,
      previous_page: null,
      next_page: 2,
    });
    expect(first.body.result[0]?.full_name).toBe('Grower 0');
    const second = await accountsOf(retailer, 2);
    expect(second.body.result.map((row) => row.full_name)).toEqual(['Grower 10', 'Grower 11']);
  });

  it('a grower has no assigned accounts list', async () => {
    const grower = await api.session();
    const answer = await accountsOf(grower);
    expect([answer.status, answer.body]).toMatchObject([
      403,
      { errors: ['Only Ag Retailers have assigned grower accounts.'] },
    ]);
  });

  it('the grower removes a retailer, whose access (and open god-mode session) ends at once', async () => {
    const { grower, retailer } = await related();
    const entered = await enter(retailer, grower.uuid);
    expect(entered.status).toBe(200);
    expect((await api.call(entered.body.access, 'GET', '/auth/users/me/')).status).toBe(200);

    const [row] = (await retailersOf(grower)).body.result;
    const removed = await api.call(grower.access, 'DELETE', `/auth/users/ag-retailers/${row?.id}/`);
    expect(removed.status).toBe(204);
    expect((await retailersOf(grower)).body.result).toEqual([]);
    expect((await accountsOf(retailer)).body.result).toEqual([]);
    expect((await api.call(entered.body.access, 'GET', '/auth/users/me/')).status).toBe(401);
    const refused = await enter(retailer, grower.uuid);
    expect([refused.status, refused.body]).toMatchObject([
      403,
      { errors: ['You do not have access to this account.'] },
    ]);

    const twice = await api.call(grower.access, 'DELETE', `/auth/users/ag-retailers/${row?.id}/`);
    expect([twice.status, twice.body.errors]).toEqual([404, ['Error while removing Ag Retailer']]);
  });
});

describe('god mode', () => {
  it('a retailer with access enters; the token names the retailer; entries are audited and shown to the grower', async () => {
    const { grower, retailer } = await related();
    const entered = await enter(retailer, grower.uuid);
    expect(entered.body).toMatchObject({ god_mode: true });
    const me = await api.call<{ uuid: string }>(entered.body.access, 'GET', '/auth/users/me/');
    expect(me.body.uuid).toBe(grower.uuid);
    const payload = JSON.parse(Buffer.from(entered.body.access.split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ sub: grower.uuid, act: retailer.uuid });

    const [row] = (await retailersOf(grower)).body.result;
    expect(Date.now() - Date.parse(row?.last_entered_at ?? '')).toBeLessThan(60_000);

    const staff = await api.session({ staff: true });
    const audit = await api.call<Page<{ action: string; actor_uuid: string; detail: object }>>(
      staff.access,
      'GET',
      `/audit/?account=${grower.uuid}&action=god_mode.entered`,
    );
    expect(audit.body.result).toEqual([
      expect.objectContaining({ actor_uuid: retailer.uuid, detail: { as: 'ag_retailer' } }),
    ]);
  });

  it('staff may enter any grower account; nobody enters a staff account', async () => {
    const grower = await api.session();
    const staff = await api.session({ staff: true });
    expect((await enter(staff, grower.uuid)).status).toBe(200);
    const colleague = await api.session({ staff: true });
    expect((await enter(staff, colleague.uuid)).status).toBe(403);
  });

  it('is refused from god mode itself, and to unknown accounts', async () => {
    const { grower, retailer } = await related();
    const entered = await enter(retailer, grower.uuid);
    const nested = await enter({ access: entered.body.access }, grower.uuid);
    expect([nested.status, nested.body]).toMatchObject([
      403,
      { errors: ['Leave god mode before entering another account.'] },
    ]);
    expect((await enter(retailer, crypto.randomUUID())).status).toBe(404);
  });
});

describe("the retailer's read-only view of an account's farms", () => {
  it('lists the farms and their fields for a related account only', async () => {
    const { grower, retailer } = await related();
    expect((await api.call(grower.access, 'POST', '/farms/', { name: 'North Section' })).status).toBe(201);
    const farms = await api.call<{ id: number; name: string }[]>(
      retailer.access,
      'GET',
      `/auth/ag-retailer/accounts/${grower.uuid}/farms/`,
    );
    expect(farms.status).toBe(200);
    expect(farms.body.map((farm) => farm.name)).toEqual(['North Section']);
    const fields = await api.call(
      retailer.access,
      'GET',
      `/auth/ag-retailer/accounts/${grower.uuid}/farms/${farms.body[0]?.id}/fields/`,
    );
    expect([fields.status, fields.body]).toEqual([200, []]);

    const stranger = await api.session({ agRetailer: true });
    const refused = await api.call(
      stranger.access,
      'GET',
      `/auth/ag-retailer/accounts/${grower.uuid}/farms/`,
    );
    expect(refused.status).toBe(403);
  });
});

describe('a retailer outside god mode changes nothing of a grower’s', () => {
  /** A rectangle with its south-west corner at (lng, lat), about 13 acres. */
  const box = (lng: number, lat: number) => [
    [
      [
        [lng, lat],
        [lng + 0.0027, lat],
        [lng + 0.0027, lat + 0.0021],
        [lng, lat + 0.0021],
        [lng, lat],
      ],
    ],
  ];

  it('sees the fields with their boundaries, is refused every write, and writes once in god mode', async () => {
    const { grower, retailer } = await related();
    const farm = (await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Creek Farm' }))
      .body;
    const draw = (name: string, lng: number) =>
      api.call<{ uuid: string }>(grower.access, 'POST', '/farms/fields/', {
        name,
        mpoly: box(lng, 38.2),
        farm: farm.id,
        crop: null,
        crop_trait: null,
        herbicide: null,
        tank_mix: null,
        legal_confirmed: true,
      });
    const first = (await draw('West 40', -97.5)).body;
    // Touching the first along its east edge, so a merge would be allowed to the owner.
    const second = (await draw('East 40', -97.5 + 0.0027)).body;

    const seen = await api.call<{ uuid: string; name: string; geometry: { coordinates: number[][][][] } }[]>(
      retailer.access,
      'GET',
      `/auth/ag-retailer/accounts/${grower.uuid}/farms/${farm.id}/fields/`,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.map((field) => field.name).sort()).toEqual(['East 40', 'West 40']);
    expect(seen.body[0]?.geometry.coordinates[0]?.[0]).toHaveLength(5);

    const before = await api.call(grower.access, 'GET', `/farms/${farm.id}/fields/`);
    const writes: [string, string, unknown?][] = [
      ['PATCH', `/farms/fields/${first.uuid}/`, { name: 'Renamed by retailer' }],
      ['DELETE', `/farms/fields/${first.uuid}/`],
      ['PATCH', `/farms/fields/${first.uuid}/merge/`, { merge_fields: [second.uuid] }],
      [
        'POST',
        `/farms/fields/${first.uuid}/split/`,
        {
          line: [
            [-97.499, 38.199],
            [-97.499, 38.203],
          ],
        },
      ],
      ['PATCH', '/farms/fields/bulk/', { data: [{ field: first.uuid, crop: 1 }] }],
      ['PATCH', `/farms/${farm.id}/`, { name: 'Renamed farm' }],
      ['DELETE', `/farms/${farm.id}/`],
    ];
    for (const [method, path, body] of writes) {
      const refused = await api.call(retailer.access, method, path, body);
      expect({ method, path, status: refused.status }).toEqual({
        method,
        path,
        status: expect.toSatisfy((status: number) => status === 403 || status === 404),
      });
    }
    // Nothing of the grower's changed.
    expect(await api.call(grower.access, 'GET', `/farms/${farm.id}/fields/`)).toEqual(before);

    // In god mode the retailer works as the grower: the same edit is the grower's own.
    const godMode = (await enter(retailer, grower.uuid)).body.access;
    const renamed = await api.call<{ name: string }>(godMode, 'PATCH', `/farms/fields/${first.uuid}/`, {
      name: 'Renamed in god mode',
    });
    expect([renamed.status, renamed.body.name]).toEqual([200, 'Renamed in god mode']);
  });
});
