import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support';

// Stripe posts to the product's public origin: the gateway passes the signed bytes to the api,
// which checks them and sets the plan.
const secret = 'whsec_test_gatewayRelay7Hk2mP9sQ4vX1';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ stripeWebhookSecret: secret });
});
afterAll(() => stack?.close());

async function trialAccount() {
  const grower = await stack.api.session({ plan: 'F' });
  const me = await stack.api.call<{ account: number }>(grower.access, 'GET', '/subscription/me/');
  return { ...grower, account: me.body.account };
}

const paidCheckout = (accountId: number) =>
  JSON.stringify({
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_test_${crypto.randomUUID().replaceAll('-', '')}`,
        object: 'checkout.session',
        amount_total: 2500,
        client_reference_id: String(accountId),
        metadata: { account_id: String(accountId), package_id: '1' },
        mode: 'payment',
        payment_intent: 'pi_test_gateway_relay',
        payment_status: 'paid',
        status: 'complete',
      },
    },
  });

const post = (payload: string, signature: string) =>
  fetch(`${stack.gateway.url}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });

describe('the Stripe webhook through the gateway', () => {
  it('passes the signed bytes on: a paid checkout makes the account Pro', async () => {
    const grower = await trialAccount();
    const payload = paidCheckout(grower.account);
    const response = await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, plan_changed: true });
    const me = await stack.api.call<{ plan: string }>(grower.access, 'GET', '/subscription/me/');
    expect(me.body.plan).toBe('B');
  });

  it("answers a forged event with the api's 400 and changes nothing", async () => {
    const grower = await trialAccount();
    const payload = paidCheckout(grower.account);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_test_not_stripe_at_all',
    });
    const response = await post(payload, forged);
    expect(response.status).toBe(400);
    const me = await stack.api.call<{ plan: string }>(grower.access, 'GET', '/subscription/me/');
    expect(me.body.plan).toBe('F');
  });
});
