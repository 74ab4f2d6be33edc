import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../providers/payments';
import { recorded, startReplayServer } from '../../providers/payments/replay-server';
import { stripePaymentProvider } from '../../providers/payments/stripe';
import { testPaymentProvider } from '../../providers/payments/test-provider';
import { startTestApi, type TestApi } from '../../testing';
import { paymentMessages } from './rules';
import { SubscriptionService, subscriptionMessages } from './subscription';

// PATCH subscription/me/: a grower changing plan or card, on the test provider and on Stripe
// (recorded Stripe replies, no network).
type Details = {
  plan: string;
  account: number;
  plan_expires_at: string | null;
  renews: boolean;
  card: { brand: string; last4: string; payment_method_id: string } | null;
  charged: { amount: number; invoice_url: string } | null;
  errors?: string[];
  fields?: Record<string, string[]>;
};

const nextYear = String(new Date().getFullYear() + 1);
const visa = { number: '4242 4242 4242 4242', cvc: '123', exp_month: '12', exp_year: nextYear };
const days = (iso: string | null) => (new Date(String(iso)).getTime() - Date.now()) / 86_400_000;

function suite(
  name: string,
  open: () => Promise<{ payments: PaymentProvider; close?: () => Promise<void> }>,
) {
  describe(`changing a subscription (${name})`, () => {
    let api: TestApi;
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const opened = await open();
      close = opened.close;
      api = await startTestApi({ payments: opened.payments });
    });
    afterAll(async () => {
      await api?.close();
      await close?.();
    });

    async function grower(plan: 'F' | 'B' | 'N' = 'F') {
      const person = await api.session({ plan });
      const me = await api.call<Details>(person.access, 'GET', '/subscription/me/');
      return { ...person, account: me.body.account };
    }
    const patch = (access: string, body: unknown) =>
      api.call<Details>(access, 'PATCH', '/subscription/me/', body);
    const verify = async (access: string) =>
      (await api.call<{ payment_method_id: string }>(access, 'POST', '/subscription/verify-card/', visa)).body
        .payment_method_id;

    it('upgrades a trial grower now on the card just verified, renewing a year later', async () => {
      const ada = await grower('F');
      const card = await verify(ada.access);
      const upgraded = await patch(ada.access, { account: ada.account, plan: 'B', payment_method_id: card });
      expect(upgraded.status).toBe(200);
      expect(upgraded.body).toMatchObject({
        plan: 'B',
        renews: true,
        card: { brand: 'visa', last4: '4242', payment_method_id: card },
        charged: { amount: 25 },
      });
      expect(days(upgraded.body.plan_expires_at)).toBeGreaterThan(364);
      const me = await api.call<Details>(ada.access, 'GET', '/subscription/me/');
      expect(me.body).toMatchObject({ plan: 'B', renews: true, charged: null });
      // Sent again, it charges nothing more and answers with the first purchase.
      const again = await patch(ada.access, { account: ada.account, plan: 'B' });
      expect(again.body).toMatchObject({
        plan: 'B',
        charged: null,
        plan_expires_at: me.body.plan_expires_at,
      });
    });

    it('downgrades at the end of the paid year (cancel), and turns renewal back on', async () => {
      const ada = await grower('F');
      const card = await verify(ada.access);
      const pro = await patch(ada.access, { account: ada.account, plan: 'B', payment_method_id: card });
      const cancelled = await patch(ada.access, { account: ada.account, plan: 'F' });
      expect(cancelled.status).toBe(200);
      // Pro stays until the year it was paid for ends; it then is F, and is not charged again.
      expect(cancelled.body).toMatchObject({
        plan: 'B',
        renews: false,
        plan_expires_at: pro.body.plan_expires_at,
        charged: null,
      });
      const resumed = await patch(ada.access, { account: ada.account, plan: 'B' });
      expect(resumed.body).toMatchObject({ plan: 'B', renews: true, charged: null });
      const [purchases] = await api.db.query<{ count: string }>(
        'SELECT count(*) FROM purchases WHERE account_id = $1',
        [ada.account],
      );
      expect(Number(purchases?.count)).toBe(1);
      const audit = await api.db.query<{ detail: Record<string, unknown> }>(
        `SELECT detail FROM audit_log WHERE action = 'subscription.changed' AND account_uuid = $1 ORDER BY id`,
        [ada.uuid],
      );
      expect(audit.map((entry) => entry.detail.renews ?? entry.detail.card)).toEqual([
        'visa 4242',
        false,
        true,
      ]);
    });

    it('changes the card the plan is charged on, and refuses a card it did not verify', async () => {
      const ada = await grower('F');
      const first = await verify(ada.access);
      await patch(ada.access, { account: ada.account, plan: 'B', payment_method_id: first });
      const second = await verify(ada.access);
      const changed = await patch(ada.access, { account: ada.account, payment_method_id: second });
      expect(changed.status).toBe(200);
      expect(changed.body.card?.payment_method_id).toBe(second);
      const stale = await patch(ada.access, { account: ada.account, payment_method_id: 'pm_someone_else' });
      expect(stale.status).toBe(400);
      expect(stale.body.errors).toEqual([subscriptionMessages.unknownCard]);
      expect(stale.body.fields).toEqual({ payment_method_id: [subscriptionMessages.unknownCard] });
    });

    it('refuses bad input with a message, and writes nothing', async () => {
      const ada = await grower('F');
      const nothing = await patch(ada.access, { account: ada.account });
      expect(nothing.status).toBe(400);
      expect(nothing.body.errors).toEqual([subscriptionMessages.nothingToChange]);
      const none = await patch(ada.access, { account: ada.account, plan: 'N' });
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual(['Choose plan F (free trial) or B (Pro).']);
      const noCard = await patch(ada.access, { account: ada.account, plan: 'B' });
      expect(noCard.status).toBe(400);
      expect(noCard.body.errors).toEqual([paymentMessages.noCard]);
      expect((await api.call<Details>(ada.access, 'GET', '/subscription/me/')).body.plan).toBe('F');
    });

    it('changes only the caller’s own subscription, never a retailer’s plan, and needs a session', async () => {
      const ada = await grower('F');
      const bob = await grower('F');
      await verify(bob.access);
      const theirs = await patch(bob.access, { account: ada.account, plan: 'F' });
      expect(theirs.status).toBe(403);
      expect(theirs.body.errors).toEqual([subscriptionMessages.notYours]);
      const retailer = await api.session({ agRetailer: true });
      const own = (await api.call<Details>(retailer.access, 'GET', '/subscription/me/')).body.account;
      const refused = await patch(retailer.access, { account: own, plan: 'F' });
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toEqual([paymentMessages.retailer]);
      const response = await fetch(`${api.url}/subscription/me/`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: ada.account, plan: 'F' }),
      });
      expect(response.status).toBe(401);
    });

    it('starts the free trial from plan N', async () => {
      const ada = await grower('N');
      const trial = await patch(ada.access, { account: ada.account, plan: 'F' });
      expect(trial.body).toMatchObject({ plan: 'F', renews: false, plan_expires_at: null });
    });
  });
}

suite('test provider', async () => ({ payments: testPaymentProvider('http://localhost:4000') }));

suite('Stripe', async () => {
  // Stripe answers each call with its recorded reply; enough of them for every test above.
  const many = (name: string) => Array.from({ length: 20 }, () => recorded(name));
  const replay = await startReplayServer({
    'POST /v1/customers': many('customer'),
    'POST /v1/payment_methods': many('payment_method_visa'),
    'POST /v1/setup_intents': many('setup_intent_succeeded'),
    'POST /v1/payment_intents': many('payment_intent_succeeded'),
  });
  return { payments: stripePaymentProvider('sk_test_replayed', replay.endpoint), close: replay.close };
});

describe('renewal', () => {
  const provider = testPaymentProvider('http://localhost:4000');
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ payments: provider });
  });
  afterAll(() => api?.close());

  async function proEndingSoon(number: string) {
    const person = await api.session({ plan: 'F' });
    const account = (await api.call<Details>(person.access, 'GET', '/subscription/me/')).body.account;
    const card = await api.call<{ payment_method_id: string }>(
      person.access,
      'POST',
      '/subscription/verify-card/',
      {
        ...visa,
        number,
      },
    );
    // 0341 verifies but declines every charge: put Pro on it as if bought a year ago.
    if (number === '4000000000000341')
      await api.db.query(`UPDATE billing_plans SET plan = 'B' WHERE account_id = $1`, [account]);
    else
      await api.call(person.access, 'PATCH', '/subscription/me/', {
        account,
        plan: 'B',
        payment_method_id: card.body.payment_method_id,
      });
    await api.db.query(
      `INSERT INTO plan_renewals (account_id, package_id, renews) VALUES ($1, 1, true)
       ON CONFLICT (account_id) DO UPDATE SET renews = true`,
      [account],
    );
    const ends = new Date(Date.now() + 3_600_000);
    await api.db.query('UPDATE billing_plans SET expires_at = $2 WHERE account_id = $1', [account, ends]);
    return { ...person, account, ends };
  }

  it('charges the card a day ahead, once, and extends Pro a year from the old end', async () => {
    const ada = await proEndingSoon('4242424242424242');
    const service = new SubscriptionService({ db: api.db, payments: provider });
    const before = provider.chargeCount();
    expect(await service.renewDuePlans()).toBeGreaterThanOrEqual(1);
    expect(await service.renewDuePlans()).toBe(0);
    expect(provider.chargeCount() - before).toBe(1);
    const me = await api.call<Details>(ada.access, 'GET', '/subscription/me/');
    const expected = new Date(ada.ends);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(me.body).toMatchObject({ plan: 'B', renews: true, plan_expires_at: expected.toISOString() });
  });

  it('stops renewing when the card is declined, so the year ends on F', async () => {
    const ada = await proEndingSoon('4000000000000341');
    await new SubscriptionService({ db: api.db, payments: provider }).renewDuePlans();
    const me = await api.call<Details>(ada.access, 'GET', '/subscription/me/');
    expect(me.body).toMatchObject({ plan: 'B', renews: false, plan_expires_at: ada.ends.toISOString() });
    const [entry] = await api.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM audit_log WHERE action = 'subscription.changed' AND account_uuid = $1`,
      [ada.uuid],
    );
    expect(entry?.detail).toEqual({ renews: false, reason: 'Your card was declined.' });
  });
});
