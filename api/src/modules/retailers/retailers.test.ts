import { describe, expect, it } from 'vitest';
import {
  accountsOf,
  api,
  enter,
  invite,
  mailedHash,
  type Person,
  related,
  retailersOf,
  useRetailersApi,
} from './retailers.testing';

// Ag retailer relations through the api: invitations both ways, the mailed single-use link,
// both sides' lists and removal (spec 2.3, 7, 8).
useRetailersApi();

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
