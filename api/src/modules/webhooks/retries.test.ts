import { describe, expect, it } from 'vitest';
import { connect } from '../partners/oauth.testing';
import {
  api,
  deliveriesOf,
  freeClu,
  newApp,
  receiver,
  subscribe,
  useWebhookFixtures,
  worker,
} from './webhooks.testing';

// A webhook a receiver refuses: tried again with the same id until it is accepted, given up
// after 24 hours, and never sent once the grower disconnects the app.
useWebhookFixtures();

describe('webhook retries', () => {
  it('tries a failing endpoint again with the same id until it accepts, and lists each delivery', async () => {
    const hooks = await receiver(2);
    const app = await newApp(['fields:read'], 'Retry Records');
    const endpoint = await subscribe(app, hooks.url, ['field.created']);
    const owner = await api.session({ plan: 'B', fullName: 'Retry Grower' });
    await connect(api, app, owner.access, 'fields:read');
    const claimed = await api.call(owner.access, 'PATCH', `/farms/fields/${await freeClu()}/claim/`, {
      name: 'Retry field',
      legal_confirmed: true,
    });
    expect(claimed.status).toBe(200);
    const delivery = worker();
    try {
      await delivery.runOnce();
      let [status] = await deliveriesOf(app);
      expect(status).toMatchObject({
        endpoint_id: endpoint.id,
        status: 'pending',
        attempts: 1,
        last_status: 500,
      });
      await delivery.runOnce();
      await delivery.runOnce();
      [status] = await deliveriesOf(app);
      expect(status).toMatchObject({
        status: 'delivered',
        attempts: 3,
        last_status: 204,
        next_attempt_at: null,
      });
      expect(hooks.received).toHaveLength(3);
      expect(new Set(hooks.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    } finally {
      await delivery.stop();
      await hooks.close();
    }
  }, 60_000);

  it('gives up on an endpoint that has refused for 24 hours', async () => {
    const hooks = await receiver(1_000);
    const app = await newApp(['fields:read'], 'Down Records');
    await subscribe(app, hooks.url, ['field.updated']);
    const owner = await api.session({ plan: 'B', fullName: 'Down Grower' });
    await connect(api, app, owner.access, 'fields:read');
    const claimed = await api.call<{ uuid: string }>(
      owner.access,
      'PATCH',
      `/farms/fields/${await freeClu()}/claim/`,
      {
        name: 'Down field',
        legal_confirmed: true,
      },
    );
    await api.call(owner.access, 'PATCH', `/farms/fields/${claimed.body.uuid}/`, { name: 'Down field 2' });
    const delivery = worker([3_600_000]);
    try {
      await delivery.runOnce();
      let [status] = await deliveriesOf(app);
      expect(status).toMatchObject({ status: 'pending', attempts: 1 });
      // The day has nearly passed: the next failure is the last.
      await api.db.query(
        `UPDATE webhook_deliveries SET created_at = now() - interval '23 hours 30 minutes', next_attempt_at = now()
         WHERE id = $1`,
        [status?.id],
      );
      await delivery.runOnce();
      [status] = await deliveriesOf(app);
      expect(status).toMatchObject({
        status: 'failed',
        attempts: 2,
        last_status: 500,
        next_attempt_at: null,
      });
      await delivery.runOnce();
      expect(hooks.received).toHaveLength(2);
    } finally {
      await delivery.stop();
      await hooks.close();
    }
  }, 60_000);

  it('sends nothing more once the grower disconnects the app, even what was queued', async () => {
    const hooks = await receiver(1);
    const app = await newApp(['fields:read'], 'Cut Records');
    await subscribe(app, hooks.url, ['field.created', 'field.updated']);
    const owner = await api.session({ plan: 'B', fullName: 'Cut Grower' });
    await connect(api, app, owner.access, 'fields:read');
    const claimed = await api.call<{ uuid: string }>(
      owner.access,
      'PATCH',
      `/farms/fields/${await freeClu()}/claim/`,
      {
        name: 'Cut field',
        legal_confirmed: true,
      },
    );
    const delivery = worker([3_600_000]);
    try {
      // Refused once: the event waits for its next try, queued under the grant.
      await delivery.runOnce();
      expect(hooks.received).toHaveLength(1);
      let [status] = await deliveriesOf(app);
      expect(status).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await api.call(owner.access, 'DELETE', `/partners/connected/${app.client_id}/`)).status).toBe(
        204,
      );
      await api.db.query('UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1', [status?.id]);
      await api.call(owner.access, 'PATCH', `/farms/fields/${claimed.body.uuid}/`, { name: 'Cut field 2' });
      await delivery.runOnce();
      expect(hooks.received).toHaveLength(1);
      [status] = await deliveriesOf(app);
      expect(status).toMatchObject({ status: 'failed', attempts: 1 });
      expect(await deliveriesOf(app)).toHaveLength(1);
    } finally {
      await delivery.stop();
      await hooks.close();
    }
  }, 60_000);
});
