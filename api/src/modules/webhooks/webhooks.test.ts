import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookBody } from '@field-boundaries/contract/webhook-events';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steadyWeather } from '../../providers/weather/steady';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { connect, type RegisteredApp, registerApp } from '../partners/oauth.testing';
import { PartnerGrants } from '../partners/service';
import { sampleReportForm } from '../reports/form.testing';
import { WeatherService } from '../spray-safety/weather-service';
import { startWebhookDelivery } from './delivery';
import { WebhookService } from './service';

// Webhooks end to end against a real receiver, for apps registered and connected through the
// api's own OAuth flow: every event type written by the change that causes it, fanned out only to
// apps whose grant covers it, signed as Standard Webhooks, retried after failures with the same
// id, given up after 24 hours, and never sent once the grower disconnects the app.

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
let grants: PartnerGrants;
const worker = (retrySchedule = [0]) =>
  startWebhookDelivery(api.db, { partners: grants, pollMs: 60_000, retrySchedule, timeoutMs: 2000 });

type Endpoint = { id: number; url: string; events: string[]; secret: string };
type Delivery = {
  id: number;
  endpoint_id: number;
  status: string;
  attempts: number;
  last_status: number | null;
};

async function newApp(scopes: string[], name: string): Promise<RegisteredApp> {
  return registerApp(api, developer.access, { scopes, name });
}

async function subscribe(app: RegisteredApp, url: string, events: string[]): Promise<Endpoint> {
  const added = await api.call<Endpoint>(
    developer.access,
    'POST',
    `/partners/apps/${app.client_id}/webhooks/`,
    {
      url,
      events,
    },
  );
  expect(added.status).toBe(201);
  return added.body;
}

const deliveriesOf = async (app: RegisteredApp) =>
  (
    await api.call<Delivery[]>(
      developer.access,
      'GET',
      `/partners/apps/${app.client_id}/webhooks/deliveries/`,
    )
  ).body;

/** A CLU field nobody has claimed yet. */
async function freeClu(): Promise<string> {
  const [row] = await api.db.query<{ uuid: string }>(
    `SELECT uuid FROM clu_fields WHERE uuid NOT IN (SELECT clu_uuid FROM fields WHERE clu_uuid IS NOT NULL)
     ORDER BY random() LIMIT 1`,
  );
  return String(row?.uuid);
}

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
  grants = new PartnerGrants(api.db);
}, 300_000);
afterAll(() => api?.close());

describe('webhooks', () => {
  it('tells a connected app of every event, signed, once each, and no app without the grant', async () => {
    const hooks = await receiver();
    const strangerHooks = await receiver();
    const records = await newApp(['fields:read', 'spray:read', 'reports:read'], 'Farm Records');
    const stranger = await newApp(['fields:read'], 'Field Scout');
    const endpoint = await subscribe(records, hooks.url, [
      'field.created',
      'field.updated',
      'field.deleted',
      'spray.started',
      'spray.stopped',
      'neighbour.notice',
      'report.saved',
    ]);
    // Another app, subscribed to every field event, that no grower here has connected.
    await subscribe(stranger, strangerHooks.url, ['field.created', 'field.updated', 'field.deleted']);
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
      // The sprayer lets the app read fields, sprays and reports; the neighbour, sprays only.
      const sprayerSession = await api.session({ plan: 'B', fullName: 'Sprayer' });
      await connect(api, records, sprayerSession.access, 'fields:read spray:read reports:read');
      const claimed = await api.call<{ uuid: string; farm: number }>(
        sprayerSession.access,
        'PATCH',
        `/farms/fields/${first?.uuid}/claim/`,
        { name: 'Home quarter', legal_confirmed: true },
      );
      expect(claimed.status).toBe(200);
      const sprayer = { ...sprayerSession, farm: claimed.body.farm, field: claimed.body.uuid };
      const neighbour = await grower(String(near?.uuid), 'Neighbour', { crop: SOYBEAN, crop_trait: XTEND });
      await connect(api, records, neighbour.access, 'spray:read');

      const renamed = await api.call(sprayer.access, 'PATCH', `/farms/fields/${sprayer.field}/`, {
        name: 'Home quarter N',
      });
      expect(renamed.status).toBe(200);
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
      const stopped = await api.call(
        sprayer.access,
        'DELETE',
        `/events/farms/${sprayer.farm}/spray-planner/`,
      );
      expect(stopped.status).toBe(200);
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
      expect(strangerHooks.received).toEqual([]);
      // A second pass, as a second api instance's, sends nothing again.
      const second = worker();
      await second.runOnce();
      await second.stop();
      expect(hooks.received).toHaveLength(8);
      expect((await deliveriesOf(records)).every((row) => row.status === 'delivered')).toBe(true);
    } finally {
      await delivery.stop();
      await hooks.close();
      await strangerHooks.close();
    }
  }, 120_000);

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

  it('writes no event for a change that is rolled back', async () => {
    const app = await newApp(['fields:read'], 'Rollback Records');
    await subscribe(app, 'https://partner.example.com/hooks', ['field.updated']);
    const before = await api.db.query('SELECT id FROM webhook_events');
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query("UPDATE fields SET name = 'Renamed, then rolled back'");
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await api.db.query('SELECT id FROM webhook_events')).toEqual(before);
  });

  it('takes only https endpoints on the public internet (http on loopback in development)', () => {
    const production = new WebhookService(api.db, grants, false);
    const development = new WebhookService(api.db, grants, true);
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
    expect(development.checkUrl('http://127.0.0.1:9000/hooks')).toBe('http://127.0.0.1:9000/hooks');
    refused(development, 'http://10.0.0.8/hooks');
  });

  it('lets only the app’s developer manage its endpoints, and refuses what it cannot deliver', async () => {
    const app = await newApp(['fields:read'], 'Managed Records');
    const grower = await api.session({ plan: 'B' });
    const path = `/partners/apps/${app.client_id}/webhooks/`;
    expect((await api.call(grower.access, 'GET', path)).status).toBe(403);
    expect(
      (
        await api.call(grower.access, 'POST', path, {
          url: 'https://partner.example.com/h',
          events: ['field.created'],
        })
      ).status,
    ).toBe(403);
    const unknown = await api.call(developer.access, 'POST', path, {
      url: 'https://partner.example.com/hooks',
      events: ['field.exploded'],
    });
    expect(unknown.status).toBe(400);
    const plain = await api.call<{ errors: string[] }>(developer.access, 'POST', path, {
      url: 'http://partner.example.com/hooks',
      events: ['field.created'],
    });
    expect(plain.status).toBe(400);
    expect(JSON.stringify(plain.body)).toContain('https://');
    expect((await api.call(developer.access, 'DELETE', `${path}999999/`)).status).toBe(404);
    // A partner's own token cannot subscribe itself.
    const connected = await connect(api, app, grower.access, 'fields:read');
    expect(
      (
        await api.call(connected.access, 'POST', path, {
          url: 'https://partner.example.com/h',
          events: ['field.created'],
        })
      ).status,
    ).toBe(403);
    // Removing the app removes its endpoints.
    await subscribe(app, 'https://partner.example.com/hooks', ['field.created']);
    expect((await api.call(developer.access, 'DELETE', `/partners/apps/${app.client_id}/`)).status).toBe(204);
    expect(
      await api.db.query('SELECT id FROM webhook_endpoints WHERE client_id = $1', [app.client_id]),
    ).toEqual([]);
  });
});
