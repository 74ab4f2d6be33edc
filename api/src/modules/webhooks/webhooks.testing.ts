import { lookup } from 'node:dns/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import type { WebhookBody } from '@field-boundaries/contract/webhook-events';
import { afterAll, beforeAll, expect } from 'vitest';
import { domainEventSource } from '../../events/source';
import { refusalOf } from '../../public-address';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { type RegisteredApp, registerApp } from '../partners/oauth.testing';
import { PartnerGrants } from '../partners/service';
import { calmWeather } from '../spray-planner/region.testing';
import { startWebhookDelivery } from './delivery';

// Webhooks as a partner's developer meets them: apps registered through the api, endpoints
// subscribed to events, a local receiver that answers as told, and the delivery worker run by
// hand (one pass at a time), on an api of the file's own.

type Received = { headers: IncomingHttpHeaders; body: string };

/** A local receiver that answers `failures` 500s, then 204s. */
export async function receiver(failures = 0) {
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

export type Endpoint = { id: number; url: string; events: string[]; secret: string };
export type Delivery = {
  id: number;
  endpoint_id: number;
  status: string;
  attempts: number;
  last_status: number | null;
};

export let api: TestApi;
export let developer: { uuid: string; access: string };
export let grants: PartnerGrants;

/**
 * Starts the file's api (calm test weather; the demo region unless `region` is false) with an
 * app developer, and closes it after the file's tests.
 */
export function useWebhookFixtures({ region = true }: { region?: boolean } = {}) {
  beforeAll(async () => {
    // The test's receivers listen on loopback, as a developer's own does (WEBHOOKS_ALLOW_LOOPBACK).
    api = await startTestApi({ weather: calmWeather(), webhooksAllowLoopback: true });
    if (region) await writeDemoRegion(api.db, 400);
    developer = await api.session({ developer: true, fullName: 'App Developer' });
    grants = new PartnerGrants(api.db);
  }, 300_000);
  afterAll(() => api?.close());
}

/**
 * A delivery worker that waits for its passes to be run (`runOnce`), retrying on `retrySchedule`;
 * loopback receivers allowed, as configured for development, unless `allowLoopback` is false.
 */
export const worker = (retrySchedule = [0], allowLoopback = true) =>
  startWebhookDelivery(api.db, {
    events: domainEventSource(api.db),
    partners: grants,
    pollMs: 60_000,
    retrySchedule,
    timeoutMs: 2000,
    addresses: { allowLoopback },
  });

export const newApp = (scopes: string[], name: string): Promise<RegisteredApp> =>
  registerApp(api, developer.access, { scopes, name });

export async function subscribe(app: RegisteredApp, url: string, events: string[]): Promise<Endpoint> {
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

/** The app's deliveries, as its developer lists them. */
export const deliveriesOf = async (app: RegisteredApp) =>
  (
    await api.call<Delivery[]>(
      developer.access,
      'GET',
      `/partners/apps/${app.client_id}/webhooks/deliveries/`,
    )
  ).body;

/** A CLU field nobody has claimed yet. */
export async function freeClu(): Promise<string> {
  const [row] = await api.db.query<{ uuid: string }>(
    `SELECT uuid FROM clu_fields WHERE uuid NOT IN (SELECT clu_uuid FROM fields WHERE clu_uuid IS NOT NULL)
     ORDER BY random() LIMIT 1`,
  );
  return String(row?.uuid);
}

/**
 * A name, not an address, that resolves to this machine (its host name: loopback or the
 * container's private address), as `vm` or a rebinding name would for a stranger.
 */
export async function internalName(): Promise<string> {
  const name = hostname();
  const addresses = await lookup(name, { all: true });
  if (!addresses.some((entry) => refusalOf(entry.address, { allowLoopback: false })))
    throw new Error(
      `this machine's name ${name} resolves to a public address; the test needs an internal one`,
    );
  return name;
}
