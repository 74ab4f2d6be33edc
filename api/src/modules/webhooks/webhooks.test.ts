import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookBody } from '@field-boundaries/contract/webhook-events';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../auth/viewer';
import { steadyWeather } from '../../providers/weather/steady';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { sampleReportForm } from '../reports/form.testing';
import { WeatherService } from '../spray-safety/weather-service';
import { startWebhookDelivery } from './delivery';
import { type PartnerAccess, WebhookService } from './service';

// Webhooks end to end against a real receiver: every event type written by the change that
// causes it, fanned out only to apps whose grant covers it, signed as Standard Webhooks, retried
// after failures with the same id, and given up after 24 hours.

type Received = { headers: IncomingHttpHeaders; body: string };

/** A local receiver that answers `failures` 500s, then 204s. */
async function receiver(failures = 0) {
  const received: Received[] = [];
  let left = failures;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = left-- > 0 ? 500 : 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    bodies: () => received.map((request) => JSON.parse(request.body) as WebhookBody),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SOYBEAN = 2;
const XTEND = 8; // tolerates dicamba and glyphosate, not 2,4-D
const GROUP_4 = 4;

/** The last 18:00 UTC: noon in Kansas, inside every label's hours. */
function lastNoonInKansas(): string {
  const noon = new Date();
  noon.setUTCHours(18, 0, 0, 0);
  if (noon.getTime() > Date.now()) noon.setUTCDate(noon.getUTCDate() - 1);
  return noon.toISOString();
}

let api: TestApi;
let developer: { uuid: string; access: string };
// The grants of this test: which app may read what of which account.
const grants: { clientId: string; accountId: number; scopes: string[] }[] = [];
const partners: PartnerAccess = {
  appsCovering: async (accountId, scope) =>
    grants
      .filter((grant) => grant.accountId === accountId && grant.scopes.includes(scope))
      .map((grant) => grant.clientId),
  mayManage: async (viewer, clientId) => viewer.userUuid === developer.uuid && clientId.startsWith('app-'),
};
let webhooks: WebhookService;
const developerViewer = () =>
  ({ userUuid: developer.uuid, actorUuid: developer.uuid, impersonated: false }) as Viewer;
const worker = (retrySchedule = [0]) =>
  startWebhookDelivery(api.db, { partners, pollMs: 60_000, retrySchedule, timeoutMs: 2000 });

async function accountOf(userUuid: string): Promise<number> {
  const [row] = await api.db.query<{ account: number }>(
    'SELECT account_id::int AS account FROM users WHERE uuid = $1',
    [userUuid],
  );
  return Number(row?.account);
}

async function grower(clu: string, name: string, crop?: { crop: number; crop_trait: number }) {
  const session = await api.session({ plan: 'B', fullName: name });
  const claimed = await api.call<{ uuid: string; farm: number }>(
    session.access,
    'PATCH',
    `/farms/fields/${clu}/claim/`,
    { name: `${name} field`, legal_confirmed: true },
  );
  expect(claimed.status).toBe(200);
  if (crop) await api.call(session.access, 'PATCH', `/farms/fields/${claimed.body.uuid}/`, crop);
  return {
    ...session,
    account: await accountOf(session.uuid),
    farm: claimed.body.farm,
    field: claimed.body.uuid,
  };
}

beforeAll(async () => {
  api = await startTestApi({
    weather: new WeatherService(
      steadyWeather(
        undefined,
        () => true,
        () => new Date(Date.parse(lastNoonInKansas()) - 3_600_000),
      ),
    ),
  });
  await writeDemoRegion(api.db, 400);
  developer = await api.session({ developer: true, fullName: 'App Developer' });
  webhooks = new WebhookService(api.db, partners, true);
}, 300_000);
afterAll(() => api?.close());

describe('webhooks', () => {
  it('tells a covered app of every event, signed, once each, and no app without the grant', async () => {
    const hooks = await receiver();
    const stranger = await receiver();
    const endpoint = await webhooks.addEndpoint(developerViewer(), 'app-records', {
      url: hooks.url,
      events: [
        'field.created',
        'field.updated',
        'field.deleted',
        'spray.started',
        'spray.stopped',
        'neighbour.notice',
        'report.saved',
      ],
    });
    // Another app, subscribed to everything about fields, holds no grant on these accounts.
    await webhooks.addEndpoint(developerViewer(), 'app-stranger', {
      url: stranger.url,
      events: ['field.created', 'field.updated', 'field.deleted'],
    });
    const delivery = worker();
    try {
      const [first] = await api.db.query<{ uuid: string }>(
        'SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1',
      );
      const [near] = await api.db.query<{ uuid: string }>(
        `SELECT c.uuid FROM clu_fields c, clu_fields o WHERE o.uuid = $1 AND c.uuid <> o.uuid
           AND ST_DWithin(c.geom::geography, o.geom::geography, 100)
           ORDER BY ST_Distance(ST_Centroid(c.geom), ST_Centroid(o.geom)) LIMIT 1`,
        [first?.uuid],
      );
      // The sprayer's grant reads fields, sprays and reports; the neighbour's only sprays.
      const sprayerSession = await api.session({ plan: 'B', fullName: 'Sprayer' });
      grants.push({
        clientId: 'app-records',
        accountId: await accountOf(sprayerSession.uuid),
        scopes: ['fields:read', 'spray:read', 'reports:read'],
      });
      const claimed = await api.call<{ uuid: string; farm: number }>(
        sprayerSession.access,
        'PATCH',
        `/farms/fields/${first?.uuid}/claim/`,
        { name: 'Home quarter', legal_confirmed: true },
      );
      expect(claimed.status).toBe(200);
      const sprayer = { ...sprayerSession, farm: claimed.body.farm, field: claimed.body.uuid };
      const neighbour = await grower(String(near?.uuid), 'Neighbour', { crop: SOYBEAN, crop_trait: XTEND });
      grants.push({ clientId: 'app-records', accountId: neighbour.account, scopes: ['spray:read'] });

      expect(
        (
          await api.call(sprayer.access, 'PATCH', `/farms/fields/${sprayer.field}/`, {
            name: 'Home quarter N',
          })
        ).status,
      ).toBe(200);
      const started = await api.call<{ neighbours_notified: number }>(
        sprayer.access,
        'PUT',
        `/events/farms/${sprayer.farm}/spray-planner/`,
        {
          measured_wind_mph: 5,
          measured_wind_direction: 'S',
          measured_temperature_f: 70,
          started_at: lastNoonInKansas(),
          confirm_forecast: true,
          herbicide_groups: [GROUP_4],
          fields: [sprayer.field],
        },
      );
      expect(started.status).toBe(200);
      expect(started.body.neighbours_notified).toBe(1);
      expect(
        (await api.call(sprayer.access, 'DELETE', `/events/farms/${sprayer.farm}/spray-planner/`)).status,
      ).toBe(200);
      const saved = await api.call(sprayer.access, 'POST', '/reports/', {
        field: sprayer.field,
        form: sampleReportForm(),
      });
      expect(saved.status).toBe(201);
      expect((await api.call(sprayer.access, 'DELETE', `/farms/fields/${sprayer.field}/`)).status).toBe(204);

      await delivery.runOnce();
      const bodies = hooks.bodies();
      expect(bodies.map((body) => body.type)).toEqual([
        'field.created',
        'field.updated',
        'spray.started',
        'neighbour.notice',
        'spray.stopped',
        'neighbour.notice',
        'report.saved',
        'field.deleted',
      ]);
      // The neighbour's own field changes (its claim, its crop) are not the app's to see: its
      // grant on that account has no fields:read.
      expect(
        bodies.filter((body) => body.type.startsWith('field.')).map((body) => body.data.fieldUuid),
      ).toEqual([sprayer.field, sprayer.field, sprayer.field]);
      expect(bodies[1]?.data).toMatchObject({ name: 'Home quarter N', farmId: sprayer.farm });
      expect(bodies[3]?.data).toMatchObject({ kind: 'started' });
      expect(bodies[5]?.data).toMatchObject({ kind: 'stopped' });
      expect(bodies[6]?.data).toMatchObject({ version: 1, fieldUuid: sprayer.field });
      // Each is signed with the endpoint's secret, and its id is the event's own.
      const verifier = new Webhook(endpoint.secret);
      for (const request of hooks.received) {
        expect(() => verifier.verify(request.body, request.headers as Record<string, string>)).not.toThrow();
        expect(request.headers['webhook-id']).toMatch(/^evt_\d+$/);
      }
      expect(new Set(hooks.received.map((request) => request.headers['webhook-id'])).size).toBe(8);
      // A forged body fails the check a receiver makes.
      const [one] = hooks.received;
      expect(() =>
        verifier.verify(
          one?.body.replace('field.created', 'field.deleted') ?? '',
          one?.headers as Record<string, string>,
        ),
      ).toThrow();
      expect(stranger.received).toEqual([]);
      // A second pass, as a second api instance's, sends nothing again.
      await worker().runOnce();
      expect(hooks.received).toHaveLength(8);
    } finally {
      await delivery.stop();
      await hooks.close();
      await stranger.close();
    }
  }, 60_000);

  it('tries a failing endpoint again with the same id until it accepts, and lists each delivery', async () => {
    const hooks = await receiver(2);
    const endpoint = await webhooks.addEndpoint(developerViewer(), 'app-retry', {
      url: hooks.url,
      events: ['field.created'],
    });
    const owner = await api.session({ plan: 'B', fullName: 'Retry Grower' });
    grants.push({ clientId: 'app-retry', accountId: await accountOf(owner.uuid), scopes: ['fields:read'] });
    const [clu] = await api.db.query<{ uuid: string }>(
      'SELECT uuid FROM clu_fields WHERE uuid NOT IN (SELECT clu_uuid FROM fields WHERE clu_uuid IS NOT NULL) ORDER BY uuid DESC LIMIT 1',
    );
    const claimed = await api.call(owner.access, 'PATCH', `/farms/fields/${clu?.uuid}/claim/`, {
      name: 'Retry field',
      legal_confirmed: true,
    });
    expect(claimed.status).toBe(200);
    const delivery = worker();
    try {
      await delivery.runOnce();
      let [status] = await webhooks.deliveries(developerViewer(), 'app-retry');
      expect(status).toMatchObject({
        endpointId: endpoint.id,
        status: 'pending',
        attempts: 1,
        lastStatus: 500,
      });
      await delivery.runOnce();
      await delivery.runOnce();
      [status] = await webhooks.deliveries(developerViewer(), 'app-retry');
      expect(status).toMatchObject({
        status: 'delivered',
        attempts: 3,
        lastStatus: 204,
        nextAttemptAt: null,
      });
      expect(hooks.received).toHaveLength(3);
      expect(new Set(hooks.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    } finally {
      await delivery.stop();
      await hooks.close();
    }
  }, 30_000);

  it('gives up on an endpoint that has refused for 24 hours', async () => {
    const hooks = await receiver(1_000);
    await webhooks.addEndpoint(developerViewer(), 'app-down', { url: hooks.url, events: ['field.updated'] });
    const owner = await api.session({ plan: 'B', fullName: 'Down Grower' });
    grants.push({ clientId: 'app-down', accountId: await accountOf(owner.uuid), scopes: ['fields:read'] });
    const [clu] = await api.db.query<{ uuid: string }>(
      'SELECT uuid FROM clu_fields WHERE uuid NOT IN (SELECT clu_uuid FROM fields WHERE clu_uuid IS NOT NULL) ORDER BY uuid LIMIT 1',
    );
    const claimed = await api.call<{ uuid: string }>(
      owner.access,
      'PATCH',
      `/farms/fields/${clu?.uuid}/claim/`,
      {
        name: 'Down field',
        legal_confirmed: true,
      },
    );
    await api.call(owner.access, 'PATCH', `/farms/fields/${claimed.body.uuid}/`, { name: 'Down field 2' });
    const delivery = worker([3_600_000]);
    try {
      await delivery.runOnce();
      let [status] = await webhooks.deliveries(developerViewer(), 'app-down');
      expect(status).toMatchObject({ status: 'pending', attempts: 1 });
      // The day has passed: the next failure is the last.
      await api.db.query(
        `UPDATE webhook_deliveries SET created_at = now() - interval '23 hours 30 minutes', next_attempt_at = now()
         WHERE id = $1`,
        [status?.id],
      );
      await delivery.runOnce();
      [status] = await webhooks.deliveries(developerViewer(), 'app-down');
      expect(status).toMatchObject({ status: 'failed', attempts: 2, lastStatus: 500, nextAttemptAt: null });
      await delivery.runOnce();
      expect(hooks.received).toHaveLength(2);
    } finally {
      await delivery.stop();
      await hooks.close();
    }
  }, 30_000);

  it('writes no event for a change that is rolled back', async () => {
    await webhooks.addEndpoint(developerViewer(), 'app-rollback', {
      url: 'https://partner.example.com/hooks',
      events: ['field.updated'],
    });
    const before = await api.db.query('SELECT id FROM webhook_events');
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query("UPDATE fields SET name = 'Renamed, then rolled back'");
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await api.db.query('SELECT id FROM webhook_events')).toEqual(before);
  });

  it('takes only https endpoints on the public internet (http on loopback in development)', async () => {
    const production = new WebhookService(api.db, partners, false);
    const refused = (service: WebhookService, url: string) => expect(() => service.checkUrl(url)).toThrow();
    refused(production, 'http://partner.example.com/hooks');
    refused(production, 'http://127.0.0.1:9000/hooks');
    refused(production, 'https://127.0.0.1/hooks');
    refused(production, 'https://localhost/hooks');
    refused(production, 'https://10.0.0.8/hooks');
    refused(production, 'https://169.254.169.254/latest/meta-data');
    refused(production, 'https://[::1]/hooks');
    refused(production, 'https://user:pass@partner.example.com/hooks');
    refused(production, 'ftp://partner.example.com/hooks');
    refused(production, 'not a url');
    expect(production.checkUrl('https://partner.example.com/hooks')).toBe(
      'https://partner.example.com/hooks',
    );
    expect(webhooks.checkUrl('http://127.0.0.1:9000/hooks')).toBe('http://127.0.0.1:9000/hooks');
    refused(webhooks, 'http://10.0.0.8/hooks');
  });

  it('lets only the app’s developer manage its endpoints, and refuses unknown events', async () => {
    const grower = await api.session({ plan: 'B' });
    const growerViewer = { userUuid: grower.uuid, actorUuid: grower.uuid, impersonated: false } as Viewer;
    await expect(webhooks.endpoints(growerViewer, 'app-records')).rejects.toMatchObject({ status: 403 });
    await expect(
      webhooks.addEndpoint(developerViewer(), 'app-records', {
        url: 'https://partner.example.com/hooks',
        events: ['field.exploded'],
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(webhooks.removeEndpoint(developerViewer(), 'app-records', 999_999)).rejects.toMatchObject({
      status: 404,
    });
  });
});
