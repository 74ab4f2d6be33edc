import { afterEach, describe, expect, it } from 'vitest';
import { recorded, startReplayServer } from './replay-server';
import { stripePaymentProvider } from './stripe';

// The Stripe adapter against recorded Stripe replies, served locally: the real `stripe`
// client, no network.
const payer = { accountId: 7, email: 'grower@example.com' };
const visa = {
  number: '4242424242424242',
  cvc: '123',
  expMonth: 12,
  expYear: 2030,
  cardholderName: 'Dana Miller',
};

let replay: Awaited<ReturnType<typeof startReplayServer>> | undefined;
afterEach(() => replay?.close());

async function adapter(script: Parameters<typeof startReplayServer>[0]) {
  replay = await startReplayServer(script);
  return { stripe: stripePaymentProvider('sk_test_replayed', replay.endpoint), sent: replay.sent };
}

describe('the Stripe adapter', () => {
  it('verifies a card: a customer, the card as a payment method, a confirmed SetupIntent', async () => {
    const { stripe, sent } = await adapter({
      'POST /v1/customers': [recorded('customer')],
      'POST /v1/payment_methods': [recorded('payment_method_visa')],
      'POST /v1/setup_intents': [recorded('setup_intent_succeeded')],
    });
    expect(await stripe.verifyCard(payer, visa)).toEqual({
      ok: true,
      customerId: 'cus_TQx8mJ2sYb4Kd1',
      paymentMethodId: 'pm_1SWq3xKd8RbQ2mLpV9c7aF1e',
      brand: 'visa',
      last4: '4242',
    });
    expect(sent.map((request) => request.path)).toEqual([
      '/v1/customers',
      '/v1/payment_methods',
      '/v1/setup_intents',
    ]);
    expect(sent[1]?.form.get('card[number]')).toBe('4242424242424242');
    expect(sent[1]?.form.get('billing_details[name]')).toBe('Dana Miller');
    expect(Object.fromEntries(sent[2]?.form ?? [])).toMatchObject({
      customer: 'cus_TQx8mJ2sYb4Kd1',
      payment_method: 'pm_1SWq3xKd8RbQ2mLpV9c7aF1e',
      confirm: 'true',
      usage: 'off_session',
    });
  });

  it('reuses the customer it already has', async () => {
    const { stripe, sent } = await adapter({
      'POST /v1/payment_methods': [recorded('payment_method_visa')],
      'POST /v1/setup_intents': [recorded('setup_intent_succeeded')],
    });
    const answer = await stripe.verifyCard({ ...payer, customerId: 'cus_TQx8mJ2sYb4Kd1' }, visa);
    expect(answer.ok).toBe(true);
    expect(sent.map((request) => request.path)).not.toContain('/v1/customers');
  });

  it('passes on the bank’s refusal of 4000 0000 0000 0002 in Stripe’s words', async () => {
    const { stripe } = await adapter({
      'POST /v1/customers': [recorded('customer')],
      'POST /v1/payment_methods': [recorded('payment_method_declining')],
      'POST /v1/setup_intents': [recorded('card_declined')],
    });
    expect(await stripe.verifyCard(payer, { ...visa, number: '4000000000000002' })).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('charges off-session with the idempotency key, and a repeat is answered by Stripe, not charged', async () => {
    const { stripe, sent } = await adapter({
      'POST /v1/payment_intents': [recorded('payment_intent_succeeded')],
    });
    const request = {
      customerId: 'cus_TQx8mJ2sYb4Kd1',
      paymentMethodId: 'pm_1SWq3xKd8RbQ2mLpV9c7aF1e',
      amountCents: 2500,
      description: 'PRO annual for account 7',
      idempotencyKey: 'purchase-7-abc',
      metadata: { account_id: '7', package_id: '1' },
    };
    const first = await stripe.charge(request);
    const again = await stripe.charge(request);
    expect(first).toEqual({
      ok: true,
      chargeId: 'pi_3SWq4AKd8RbQ2mLp0sR9xY2z',
      invoiceUrl:
        'https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xU1dxM3hLZDhSYlEybUxwKIuJjckGMgZ1b2tlbjo6LBZ',
    });
    expect(again).toEqual(first);
    expect(sent.map((each) => each.idempotencyKey)).toEqual(['purchase-7-abc', 'purchase-7-abc']);
    expect(Object.fromEntries(sent[0]?.form ?? [])).toMatchObject({
      amount: '2500',
      currency: 'usd',
      off_session: 'true',
      confirm: 'true',
      'expand[0]': 'latest_charge',
    });
  });

  it('refuses a declined charge with Stripe’s message', async () => {
    const { stripe } = await adapter({ 'POST /v1/payment_intents': [recorded('card_declined')] });
    const answer = await stripe.charge({
      customerId: 'cus_TQx8mJ2sYb4Kd1',
      paymentMethodId: 'pm_1SWq4bKd8RbQ2mLpDc0d3Ab2',
      amountCents: 2500,
      description: 'PRO annual',
      idempotencyKey: 'purchase-7-declined',
      metadata: {},
    });
    expect(answer).toEqual({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
  });

  it('opens hosted checkout for a package’s price, and the billing portal for a customer', async () => {
    const { stripe, sent } = await adapter({
      'POST /v1/checkout/sessions': [recorded('checkout_session')],
      'POST /v1/billing_portal/sessions': [recorded('billing_portal_session')],
    });
    const checkout = await stripe.checkoutSession({
      packageId: 1,
      packageStripeId: 'price_pro_annual',
      payer,
      successUrl: 'http://localhost:4000/receipt',
      cancelUrl: 'http://localhost:4000/pricing-plans',
    });
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(sent[0]?.form.get('line_items[0][price]')).toBe('price_pro_annual');
    expect(sent[0]?.form.get('customer_email')).toBe('grower@example.com');
    const portal = await stripe.billingPortalSession('cus_TQx8mJ2sYb4Kd1', 'http://localhost:4000/dashboard');
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(sent[1]?.form.get('customer')).toBe('cus_TQx8mJ2sYb4Kd1');
  });

  it('lets faults that are not about the card through, for the caller to report', async () => {
    const { stripe } = await adapter({
      'POST /v1/billing_portal/sessions': [
        {
          status: 401,
          body: {
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***yed' },
          },
        },
      ],
    });
    await expect(stripe.billingPortalSession('cus_x', 'http://localhost:4000/')).rejects.toThrow(
      /Invalid API Key/,
    );
  });
});
