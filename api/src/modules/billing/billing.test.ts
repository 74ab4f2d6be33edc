import { describe, expect, it } from 'vitest';
import {
  api,
  buy,
  type Json,
  planChanges,
  post,
  provider,
  trialGrower,
  useBillingApi,
  visa,
} from './billing.testing';
import { paymentMessages } from './rules';

// Buying Pro through the api: packages, gift codes, card checks, purchase.
useBillingApi();

describe('the packages', () => {
  it('offer Pro for $25 a year to anyone', async () => {
    const response = await fetch(`${api.url}/subscription/packages/`);
    expect(await response.json()).toEqual([
      { id: 1, name: 'PRO annual', plan: 'B', price: 25, months: 12, package_stripe_id: 'price_pro_annual' },
    ]);
  });
});

describe('gift codes', () => {
  it('price the plan at 0.99, whatever the case they are typed in', async () => {
    expect((await post('/subscription/verify-coupon/', { coupon_code: ' harvest-gift ' })).body).toEqual({
      coupon_code: 'HARVEST-GIFT',
      price: 0.99,
    });
  });

  it('refuse an unknown code with a message', async () => {
    const answer = await post('/subscription/verify-coupon/', { coupon_code: 'NOPE' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([paymentMessages.giftCode]);
  });
});

describe('verifying a card', () => {
  it('asks a signed-out buyer to log in, in the spec’s words', async () => {
    const answer = await post('/subscription/verify-card/', visa);
    expect(answer.status).toBe(401);
    expect(answer.body.errors).toEqual([
      'To purchase a plan, you must be logged in! Please login or register to continue.',
    ]);
  });

  it('lists every problem with the details', async () => {
    const grower = await trialGrower();
    const answer = await api.call<Json>(grower.access, 'POST', '/subscription/verify-card/', {
      number: '4242 4242 4242 4241',
      cvc: '',
      exp_month: '',
      exp_year: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      'The card number you entered appears to be invalid. Please enter a valid 16-digit card number',
      'Month and Year are required fields.',
      'Security code is a required field.',
    ]);
  });

  it('accepts 4242 4242 4242 4242 and refuses 4000 0000 0000 0002 with the bank’s message', async () => {
    const grower = await trialGrower();
    const good = await api.call(grower.access, 'POST', '/subscription/verify-card/', visa);
    expect(good).toEqual({
      status: 200,
      body: {
        verified: true,
        brand: 'visa',
        last4: '4242',
        payment_method_id: expect.stringMatching(/^pm_test_4242_/),
      },
    });
    const declined = await api.call<Json>(grower.access, 'POST', '/subscription/verify-card/', {
      ...visa,
      number: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    expect(declined.body.errors).toEqual(['Your card was declined.']);
  });
});

describe('buying a package', () => {
  it('charges the verified card, makes the account Pro for a year, and answers with the invoice', async () => {
    const grower = await trialGrower();
    await api.call(grower.access, 'POST', '/subscription/verify-card/', visa);
    const bought = await buy(grower.access, { subscription: grower.account, package: 1 }, 'purchase-one-key');
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      plan: 'B',
      amount: 25,
      invoice_url: expect.stringContaining('/receipt?invoice='),
    });
    const year = new Date(String(bought.body.plan_expires_at)).getTime() - Date.now();
    expect(year / 86_400_000).toBeGreaterThan(364);
    expect(year / 86_400_000).toBeLessThan(367);
    const me = await api.call(grower.access, 'GET', '/subscription/me/');
    expect(me.body).toMatchObject({ plan: 'B', plan_expires_at: bought.body.plan_expires_at });
    expect(await planChanges(grower.uuid)).toEqual([
      {
        actor_uuid: grower.uuid,
        detail: { from: 'F', to: 'B', until: bought.body.plan_expires_at, package: 1, amount: 25 },
      },
    ]);
  });

  it('charges once when the same purchase is sent again, even at the same moment', async () => {
    const grower = await trialGrower();
    await api.call(grower.access, 'POST', '/subscription/verify-card/', visa);
    const before = provider.chargeCount();
    const answers = await Promise.all([
      buy(grower.access, { subscription: grower.account, package: 1 }, 'double-click-key'),
      buy(grower.access, { subscription: grower.account, package: 1 }, 'double-click-key'),
      buy(grower.access, { subscription: grower.account, package: 1 }, 'double-click-key'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.invoice_url)).size).toBe(1);
    expect(provider.chargeCount() - before).toBe(1);
    const [purchases] = await api.db.query<{ count: string }>(
      'SELECT count(*) FROM purchases WHERE account_id = $1',
      [grower.account],
    );
    expect(Number(purchases?.count)).toBe(1);
  });

  it('prices a gift code at 0.99 and spends a single-use code once', async () => {
    const grower = await trialGrower();
    await api.call(grower.access, 'POST', '/subscription/verify-card/', visa);
    const bought = await buy(grower.access, {
      subscription: grower.account,
      package: 1,
      coupon_code: 'once-only',
    });
    expect(bought.body).toMatchObject({ plan: 'B', amount: 0.99 });
    const other = await trialGrower();
    await api.call(other.access, 'POST', '/subscription/verify-card/', visa);
    const refused = await buy(other.access, {
      subscription: other.account,
      package: 1,
      coupon_code: 'ONCE-ONLY',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([paymentMessages.giftCode]);
  });

  it('changes no plan and spends no gift code when the charge is declined', async () => {
    const grower = await trialGrower();
    await api.db.query(`INSERT INTO gift_codes (code, uses_left) VALUES ('KEEP-ME', 1)`);
    // Stripe's 4000 0000 0000 0341 verifies, then every charge on it is declined.
    await api.call(grower.access, 'POST', '/subscription/verify-card/', {
      ...visa,
      number: '4000000000000341',
    });
    const refused = await buy(grower.access, {
      subscription: grower.account,
      package: 1,
      coupon_code: 'KEEP-ME',
    });
    expect(refused.status).toBe(402);
    expect(refused.body.errors).toEqual(['Your card was declined.']);
    expect((await api.call(grower.access, 'GET', '/subscription/me/')).body).toMatchObject({ plan: 'F' });
    expect(await planChanges(grower.uuid)).toEqual([]);
    const [code] = await api.db.query<{ uses_left: number }>(
      `SELECT uses_left FROM gift_codes WHERE code = 'KEEP-ME'`,
    );
    expect(code?.uses_left).toBe(1);
  });

  it('extends a running year when Pro is bought again', async () => {
    const grower = await trialGrower();
    await api.call(grower.access, 'POST', '/subscription/verify-card/', visa);
    const first = await buy(grower.access, { subscription: grower.account, package: 1 }, 'year-one');
    const second = await buy(grower.access, { subscription: grower.account, package: 1 }, 'year-two');
    const gap =
      new Date(String(second.body.plan_expires_at)).getTime() -
      new Date(String(first.body.plan_expires_at)).getTime();
    expect(Math.round(gap / 86_400_000)).toBeGreaterThanOrEqual(365);
  });

  it('is refused without a verified card, for another account, for an unknown package and signed out', async () => {
    const grower = await trialGrower();
    expect((await buy(grower.access, { subscription: grower.account, package: 1 })).body.errors).toEqual([
      paymentMessages.noCard,
    ]);
    await api.call(grower.access, 'POST', '/subscription/verify-card/', visa);
    const other = await trialGrower();
    const theirs = await buy(grower.access, { subscription: other.account, package: 1 });
    expect(theirs.status).toBe(403);
    expect((await api.call(other.access, 'GET', '/subscription/me/')).body).toMatchObject({ plan: 'F' });
    expect((await buy(grower.access, { subscription: grower.account, package: 99 })).status).toBe(404);
    const signedOut = await post('/subscription/buy-package/', { subscription: grower.account, package: 1 });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.errors).toEqual([paymentMessages.loggedOut]);
  });

  it('is refused to ag retailers, who cannot upgrade through the app', async () => {
    const retailer = await api.session({ agRetailer: true });
    const me = await api.call<{ account: number }>(retailer.access, 'GET', '/subscription/me/');
    await api.call(retailer.access, 'POST', '/subscription/verify-card/', visa);
    const answer = await buy(retailer.access, { subscription: me.body.account, package: 1 });
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([paymentMessages.retailer]);
  });
});
