import { webhookMessages } from '@field-boundaries/contract/webhook-events';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { closedValidators } from './schemas.testing';
import { api, developer, newApp, receiver, subscribe, useWebhookFixtures, worker } from './webhooks.testing';

// What a developer does with deliveries by hand: send a test event to an endpoint, read each
// attempt (its time, the endpoint's answer, how long) and the payload as sent, and send a failed
// delivery again.
useWebhookFixtures({ region: false });

type Attempt = { at: string; status: number | null; error: string | null; duration_ms: number };
type Detail = {
  id: number;
  type: string;
  status: string;
  attempts: number;
  created_at: string;
  delivered_at: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  payload: string;
  attempt_log: Attempt[];
};

const detailOf = async (clientId: string, id: number) =>
  (await api.call<Detail>(developer.access, 'GET', `/partners/apps/${clientId}/webhooks/deliveries/${id}/`))
    .body;
const sendTest = (access: string, clientId: string, endpointId: number) =>
  api.call<Detail & { errors: string[] }>(
    access,
    'POST',
    `/partners/apps/${clientId}/webhooks/${endpointId}/test/`,
  );
const redeliver = (clientId: string, id: number) =>
  api.call<Detail & { errors: string[] }>(
    developer.access,
    'POST',
    `/partners/apps/${clientId}/webhooks/deliveries/${id}/redeliver/`,
  );
/** Makes the delivery's 24 hours of retries run out: its next failure is its last. */
const pastItsDay = (id: number) =>
  api.db.query(
    `UPDATE webhook_deliveries SET created_at = now() - interval '25 hours', next_attempt_at = now() WHERE id = $1`,
    [id],
  );

describe('webhook deliveries by hand', () => {
  it('sends a test event to one endpoint, signed, with no grower connected, and shows each attempt', async () => {
    const hooks = await receiver(1);
    const app = await newApp(['fields:read'], 'Test Event Records');
    // Subscribed to another event: a test goes to the endpoint whatever it subscribes to.
    const endpoint = await subscribe(app, hooks.url, ['report.saved']);
    const queued = await sendTest(developer.access, app.client_id, endpoint.id);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({
      type: 'webhook.test',
      status: 'pending',
      attempts: 0,
      attempt_log: [],
    });
    const delivery = worker([0]);
    try {
      await delivery.runOnce();
      await delivery.runOnce();
    } finally {
      await delivery.stop();
      await hooks.close();
    }
    const detail = await detailOf(app.client_id, queued.body.id);
    expect(detail).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(detail.attempt_log.map(({ status, error }) => ({ status, error }))).toEqual([
      { status: 500, error: 'HTTP 500' },
      { status: 204, error: null },
    ]);
    const [first, second] = detail.attempt_log as [Attempt, Attempt];
    expect(Date.parse(second.at)).toBeGreaterThanOrEqual(Date.parse(first.at));
    // Sent when the attempt that succeeded was, not when the first one was.
    expect(detail.last_attempt_at).toBe(second.at);
    const [listed] = (
      await api.call<Detail[]>(
        developer.access,
        'GET',
        `/partners/apps/${app.client_id}/webhooks/deliveries/`,
      )
    ).body;
    expect(listed).toMatchObject({ id: detail.id, last_attempt_at: second.at, status: 'delivered' });

    // The payload shown is the body received, byte for byte, signed with the endpoint's secret.
    const received = hooks.received[1];
    expect(received?.body).toBe(detail.payload);
    const body = new Webhook(endpoint.secret).verify(detail.payload, {
      'webhook-id': String(received?.headers['webhook-id']),
      'webhook-timestamp': String(received?.headers['webhook-timestamp']),
      'webhook-signature': String(received?.headers['webhook-signature']),
    });
    const validate = closedValidators()['webhook.test'];
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body).toMatchObject({
      type: 'webhook.test',
      sequence: null,
      data: { clientId: app.client_id, endpointId: endpoint.id },
    });
  }, 60_000);

  it('sends a test only to an endpoint of the app, for its developer', async () => {
    const app = await newApp(['fields:read'], 'Guarded Records');
    const endpoint = await subscribe(app, 'https://partner.example.com/hooks', ['field.created']);
    const stranger = await api.session({ developer: true, fullName: 'Another Developer' });
    expect((await sendTest(stranger.access, app.client_id, endpoint.id)).status).toBe(403);
    const unknown = await sendTest(developer.access, app.client_id, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([webhookMessages.noEndpoint]);
    expect((await detailOf(app.client_id, 999_999)) as unknown).toMatchObject({
      errors: [webhookMessages.noDelivery],
    });
  });

  it('sends a failed delivery again, with the same id, and only a failed one', async () => {
    const hooks = await receiver(2);
    const app = await newApp(['fields:read'], 'Redelivered Records');
    const endpoint = await subscribe(app, hooks.url, ['field.created']);
    const { id } = (await sendTest(developer.access, app.client_id, endpoint.id)).body;
    const delivery = worker([3_600_000]);
    try {
      await delivery.runOnce();
      // Pending on its schedule: not sent again by hand.
      const early = await redeliver(app.client_id, id);
      expect(early.status).toBe(409);
      expect(early.body.errors).toEqual([webhookMessages.notFailed]);
      await pastItsDay(id);
      await delivery.runOnce();
      expect(await detailOf(app.client_id, id)).toMatchObject({ status: 'failed', attempts: 2 });

      const again = await redeliver(app.client_id, id);
      expect(again.status).toBe(202);
      expect(again.body).toMatchObject({ status: 'pending', attempts: 2 });
      await delivery.runOnce();
    } finally {
      await delivery.stop();
      await hooks.close();
    }
    const detail = await detailOf(app.client_id, id);
    expect(detail).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(detail.attempt_log.map((attempt) => attempt.status)).toEqual([500, 500, 204]);
    expect(detail.last_attempt_at).toBe(detail.attempt_log[2]?.at);
    expect(new Set(hooks.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect((await redeliver(app.client_id, id)).status).toBe(409);
  }, 60_000);
});
