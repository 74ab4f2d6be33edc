import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// Buying Pro through the gateway, as the web app's payment form does it.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await stack.api.db.query(`INSERT INTO gift_codes (code) VALUES ('GATEWAY-GIFT')`);
});
afterAll(() => stack?.close());

const nextYear = String(new Date().getFullYear() + 1);
const card = {
  number: '4242424242424242',
  cvc: '123',
  expMonth: '12',
  expYear: nextYear,
  cardholderName: 'Ada',
};
const verifyCard = `mutation ($input: CardInput!) {
  verifyCard(input: $input) { ok errors { field message } brand last4 }
}`;
const buyPackage = `mutation ($input: BuyPackageInput!) {
  buyPackage(input: $input) { ok errors { field message } invoiceUrl plan planExpiresAt amount }
}`;

type Payload = { ok: boolean; errors: { field: string | null; message: string }[] } & Record<string, unknown>;

async function trialGrower() {
  const { access } = await stack.api.session({ plan: 'F' });
  const client = new Client(stack.gateway.url, access);
  const plan = await client.request<{ accountPlan: { plan: string; account: string } }>(
    '{ accountPlan { plan account expiresAt } }',
  );
  return { client, account: plan.data?.accountPlan.account ?? '' };
}

describe('billing through the gateway', () => {
  it('lists the packages to anyone', async () => {
    const answer = await new Client(stack.gateway.url).request(
      '{ packages { id name price months packageStripeId } }',
    );
    expect(answer.data).toEqual({
      packages: [{ id: '1', name: 'PRO annual', price: 25, months: 12, packageStripeId: 'price_pro_annual' }],
    });
  });

  it('names the input of each card problem', async () => {
    const { client } = await trialGrower();
    const answer = await client.request<{ verifyCard: Payload }>(verifyCard, {
      input: { ...card, number: '4242', expMonth: '', cvc: '' },
    });
    expect(answer.data?.verifyCard.errors).toEqual([
      {
        field: 'number',
        message:
          'The card number you entered appears to be invalid. Please enter a valid 16-digit card number',
      },
      { field: 'expMonth', message: 'Month and Year are required fields.' },
      { field: 'cvc', message: 'Security code is a required field.' },
    ]);
  });

  it('buys once for one idempotency key, with the gift code price', async () => {
    const { client, account } = await trialGrower();
    expect(
      (await client.request<{ verifyCard: Payload }>(verifyCard, { input: card })).data?.verifyCard,
    ).toMatchObject({
      ok: true,
      brand: 'visa',
      last4: '4242',
    });
    const input = {
      subscription: account,
      package: '1',
      couponCode: 'gateway-gift',
      idempotencyKey: 'form-1234-abcd',
    };
    const first = await client.request<{ buyPackage: Payload }>(buyPackage, { input });
    const again = await client.request<{ buyPackage: Payload }>(buyPackage, { input });
    expect(first.data?.buyPackage).toMatchObject({ ok: true, plan: 'B', amount: 0.99 });
    expect(again.data?.buyPackage).toEqual(first.data?.buyPackage);
    const [row] = await stack.api.db.query<{ count: string }>(
      'SELECT count(*) FROM purchases WHERE account_id = $1',
      [Number(account)],
    );
    expect(Number(row?.count)).toBe(1);
    expect((await client.request('{ me { subscriptionPlan } }')).data).toEqual({
      me: { subscriptionPlan: 'B' },
    });
  });

  it('tells a signed-out buyer to log in, as a payload error', async () => {
    const answer = await new Client(stack.gateway.url).request<{ buyPackage: Payload }>(buyPackage, {
      input: { subscription: '1', package: '1' },
    });
    expect(answer.data?.buyPackage.errors).toEqual([
      {
        field: null,
        message: 'To purchase a plan, you must be logged in! Please login or register to continue.',
      },
    ]);
  });

  it('opens the billing portal once there is a payment to manage', async () => {
    const { client } = await trialGrower();
    const portal = '{ billingPortalSession { ok errors { message } url } }';
    expect(
      (await client.request<{ billingPortalSession: Payload }>(`mutation ${portal}`)).data
        ?.billingPortalSession,
    ).toEqual({
      ok: false,
      errors: [{ message: 'This account has no payments to manage yet.' }],
      url: null,
    });
    await client.request(verifyCard, { input: card });
    expect(
      (await client.request<{ billingPortalSession: Payload }>(`mutation ${portal}`)).data
        ?.billingPortalSession,
    ).toMatchObject({
      ok: true,
      url: 'http://localhost:4000/billing',
    });
  });

  it('changes the subscription: upgrade on the verified card, cancel at the end of the year, card errors by input', async () => {
    const { client, account } = await trialGrower();
    const verified = await client.request<{ verifyCard: Payload }>(
      'mutation ($input: CardInput!) { verifyCard(input: $input) { ok paymentMethodId } }',
      { input: card },
    );
    const paymentMethodId = verified.data?.verifyCard.paymentMethodId;
    expect(paymentMethodId).toEqual(expect.stringMatching(/^pm_test_4242_/));
    const change = `mutation ($input: ChangeSubscriptionInput!) {
      changeSubscription(input: $input) {
        ok errors { field message } charged
        subscription { plan renews expiresAt card { last4 } package { price } provider }
      }
    }`;
    const upgraded = await client.request<{ changeSubscription: Payload }>(change, {
      input: { account, plan: 'B', paymentMethodId, idempotencyKey: 'upgrade-key-1' },
    });
    expect(upgraded.data?.changeSubscription).toMatchObject({
      ok: true,
      charged: 25,
      subscription: {
        plan: 'B',
        renews: true,
        card: { last4: '4242' },
        package: { price: 25 },
        provider: 'test',
      },
    });
    const cancelled = await client.request<{ changeSubscription: Payload }>(change, {
      input: { account, plan: 'F' },
    });
    expect(cancelled.data?.changeSubscription).toMatchObject({
      ok: true,
      charged: null,
      subscription: { plan: 'B', renews: false },
    });
    const stale = await client.request<{ changeSubscription: Payload }>(change, {
      input: { account, paymentMethodId: 'pm_not_verified' },
    });
    expect(stale.data?.changeSubscription.errors).toEqual([
      {
        field: 'paymentMethodId',
        message: 'This card was not verified for this account. Please enter your card details again.',
      },
    ]);
  });
});
