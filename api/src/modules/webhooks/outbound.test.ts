import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { connect } from '../partners/oauth.testing';
import { deliveryFailures } from './post';
import {
  api,
  freeClu,
  internalName,
  newApp,
  receiver,
  subscribe,
  useWebhookFixtures,
  worker,
} from './webhooks.testing';

// A webhook endpoint cannot steer the delivery worker inward: the address it dials is checked as
// it connects (a name that resolved elsewhere when the endpoint was saved, or resolves elsewhere
// now, still cannot reach this machine), and what the developer reads of a failure does not tell
// an open port from a closed one.
useWebhookFixtures();

/** A port nothing listens on (bound a moment ago, then closed). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Endpoints saved as loopback receivers, then pointed at `urls` (as a name that changed its answer). */
async function endpointsAt(name: string, urls: string[]) {
  const hooks = await receiver();
  const app = await newApp(['fields:read'], name);
  for (const url of urls) {
    const endpoint = await subscribe(app, hooks.url, ['field.created']);
    await api.db.query('UPDATE webhook_endpoints SET url = $1 WHERE id = $2', [url, endpoint.id]);
  }
  const owner = await api.session({ plan: 'B', fullName: `${name} Grower` });
  await connect(api, app, owner.access, 'fields:read');
  const claimed = await api.call(owner.access, 'PATCH', `/farms/fields/${await freeClu()}/claim/`, {
    name: `${name} field`,
    legal_confirmed: true,
  });
  expect(claimed.status).toBe(200);
  return { app, hooks };
}

async function errorsOf(clientId: string) {
  const rows = await api.db.query<{ url: string; last_error: string | null }>(
    `SELECT e.url, d.last_error FROM webhook_deliveries d
       JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.client_id = $1 ORDER BY e.url`,
    [clientId],
  );
  return rows;
}

describe('webhook delivery to an address off the public internet', () => {
  it('refuses a name that resolves to this machine at the moment it connects, open port or closed', async () => {
    const name = await internalName();
    const open = await receiver();
    const closed = await closedPort();
    const openPort = new URL(open.url).port;
    const { app, hooks } = await endpointsAt('Rebound Records', [
      `https://${name}:${openPort}/hooks`,
      `https://${name}:${closed}/hooks`,
      'https://169.254.169.254/latest/meta-data/',
    ]);
    const delivery = worker([3_600_000], false);
    try {
      await delivery.runOnce();
      const rows = await errorsOf(app.client_id);
      expect(rows).toHaveLength(3);
      for (const row of rows)
        expect({ url: row.url, error: row.last_error }).toEqual({
          url: row.url,
          error: deliveryFailures.notPublic,
        });
      expect(open.received).toHaveLength(0);
      expect(hooks.received).toHaveLength(0);
    } finally {
      await delivery.stop();
      await open.close();
      await hooks.close();
    }
  }, 60_000);

  it('tells the developer the same thing of an open port and a closed one', async () => {
    // Loopback allowed (a developer's machine): the worker dials both, and neither speaks TLS.
    const open = await receiver();
    const closed = await closedPort();
    const { app, hooks } = await endpointsAt('Probe Records', [
      `https://127.0.0.1:${new URL(open.url).port}/hooks`,
      `https://127.0.0.1:${closed}/hooks`,
    ]);
    const delivery = worker([3_600_000], true);
    try {
      await delivery.runOnce();
      const rows = await errorsOf(app.client_id);
      expect(rows.map((row) => row.last_error)).toEqual([
        deliveryFailures.noAnswerTls,
        deliveryFailures.noAnswerTls,
      ]);
    } finally {
      await delivery.stop();
      await open.close();
      await hooks.close();
    }
  }, 60_000);
});
