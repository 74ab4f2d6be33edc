import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorded } from '../../providers/payments/replay-server';
import { webhookMessages } from '../../providers/payments/webhook';
import { startTestApi, type TestApi } from '../../testing';

// Hosted checkout ends in Stripe's signed webhook: the recorded `checkout.session.completed`
// event, addressed to a fresh account and signed with a test secret as Stripe signs it.
const secret = 'whsec_test_5Jb2mQ9xR4vT7yW1zA3cE6gH8kL0nP';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ stripeWebhookSecret: secret });
});
afterAll(() => api?.close());

type Event = { id: string; type: string; data: { object: Record<string, unknown> } };
const completedEvent = (
  accountId: number,
  changes: { id?: string; session?: string; paid?: boolean } = {},
) => {
  const event = structuredClone(recorded('event_checkout_session_completed').body) as Event;
  const session = event.data.object;
  event.id = changes.id ?? `evt_${crypto.randomUUID().replaceAll('-', '')}`;
  session.id = changes.session ?? `cs_test_${crypto.randomUUID().replaceAll('-', '')}`;
  session.client_reference_id = String(accountId);
  session.metadata = { account_id: String(accountId), package_id: '1' };
  if (changes.paid === false) session.payment_status = 'unpaid';
  return event;
};

async function deliver(event: unknown, signWith = secret) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith });
  const response = await fetch(`${api.url}/subscription/stripe-webhook/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function trialGrower() {
  const grower = await api.session({ plan: 'F' });
  const me = await api.call<{ account: number; plan: string }>(grower.access, 'GET', '/subscription/me/');
  return { ...grower, account: me.body.account };
}
const planOf = async (access: string) =>
  (await api.call<{ plan: string; plan_expires_at: string | null }>(access, 'GET', '/subscription/me/')).body;
const planChanges = (userUuid: string) =>
  api.db.query<{ actor_uuid: string | null; detail: Record<string, unknown> }>(
    `SELECT actor_uuid, detail FROM audit_log WHERE action = 'plan.changed' AND account_uuid = $1 ORDER BY id`,
    [userUuid],
  );

describe('the Stripe webhook', () => {
  it('sets Pro for a year when a hosted checkout is paid, as buy-package does, and audits it', async () => {
    const grower = await trialGrower();
    const event = completedEvent(grower.account);
    const answer = await deliver(event);
    expect(answer).toEqual({ status: 200, body: { received: true, plan_changed: true } });
    const plan = await planOf(grower.access);
    expect(plan.plan).toBe('B');
    const year = new Date();
    year.setUTCMonth(year.getUTCMonth() + 12);
    expect(Math.abs(new Date(plan.plan_expires_at ?? 0).getTime() - year.getTime())).toBeLessThan(60_000);
    expect(await planChanges(grower.uuid)).toEqual([
      {
        actor_uuid: null,
        detail: {
          from: 'F',
          to: 'B',
          until: plan.plan_expires_at,
          package: 1,
          amount: 25,
          checkout: event.data.object.id,
        },
      },
    ]);
    const purchases = await api.db.query<{ charge_id: string; invoice_url: string }>(
      'SELECT charge_id, invoice_url FROM purchases WHERE account_id = $1',
      [grower.account],
    );
    expect(purchases).toEqual([
      {
        charge_id: 'pi_3SWq9PKd8RbQ2mLp0Xk4Jd2s',
        invoice_url: 'http://localhost:4000/receipt?invoice=pi_3SWq9PKd8RbQ2mLp0Xk4Jd2s',
      },
    ]);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const grower = await trialGrower();
    const answer = await deliver(completedEvent(grower.account), 'whsec_test_someone_else_entirely_0000');
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ errors: [webhookMessages.badSignature] }),
    });
    expect((await planOf(grower.access)).plan).toBe('F');
    expect(await planChanges(grower.uuid)).toEqual([]);
  });

  it('refuses an unsigned event, and a body changed after signing', async () => {
    const grower = await trialGrower();
    const unsigned = await fetch(`${api.url}/subscription/stripe-webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completedEvent(grower.account)),
    });
    expect(unsigned.status).toBe(400);
    const payload = JSON.stringify(completedEvent(grower.account));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const tampered = await fetch(`${api.url}/subscription/stripe-webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload.replace('"amount_total":2500', '"amount_total":1'),
    });
    expect(tampered.status).toBe(400);
    expect((await planOf(grower.access)).plan).toBe('F');
  });

  it('sets the plan once when Stripe delivers the same event again', async () => {
    const grower = await trialGrower();
    const event = completedEvent(grower.account);
    const answers = await Promise.all([deliver(event), deliver(event)]);
    answers.push(await deliver(event));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.plan_changed)).toHaveLength(1);
    expect(await planChanges(grower.uuid)).toHaveLength(1);
    const [purchases] = await api.db.query<{ count: string }>(
      'SELECT count(*) FROM purchases WHERE account_id = $1',
      [grower.account],
    );
    expect(Number(purchases?.count)).toBe(1);
  });

  it('sets the plan once for one checkout session, whichever of its events come', async () => {
    const grower = await trialGrower();
    const first = completedEvent(grower.account, { session: 'cs_test_one_session_two_events' });
    const later = { ...completedEvent(grower.account, { session: 'cs_test_one_session_two_events' }) };
    later.type = 'checkout.session.async_payment_succeeded';
    expect((await deliver(first)).body.plan_changed).toBe(true);
    expect((await deliver(later)).body.plan_changed).toBe(false);
    expect(await planChanges(grower.uuid)).toHaveLength(1);
  });

  it('acknowledges a checkout still waiting for its payment, and events it has no use for', async () => {
    const grower = await trialGrower();
    expect((await deliver(completedEvent(grower.account, { paid: false }))).body).toEqual({
      received: true,
      plan_changed: false,
    });
    expect((await deliver({ ...completedEvent(grower.account), type: 'customer.created' })).status).toBe(200);
    expect((await planOf(grower.access)).plan).toBe('F');
  });
});

describe('the Stripe webhook on a server without its secret', () => {
  it('is not there', async () => {
    const plain = await startTestApi();
    try {
      const response = await fetch(`${plain.url}/subscription/stripe-webhook/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body: '{}',
      });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { errors: string[] }).errors).toEqual([
        webhookMessages.notConfigured,
      ]);
    } finally {
      await plain.close();
    }
  });
});
