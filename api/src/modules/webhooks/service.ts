import { randomBytes } from 'node:crypto';
import {
  isWebhookEventType,
  type SentWebhookType,
  type WebhookEventType,
  webhookBody,
  webhookMessages,
} from '@field-boundaries/contract/webhook-events';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { type AddressPolicy, namesInternalHost, resolvesInternally } from '../../public-address';
import { attemptsOf, deliveryOfApp, queueTestEvent, requeueFailed } from './history-store';
import {
  type DeliveryRow,
  deleteEndpoint,
  deliveriesOf,
  type EndpointRow,
  endpointsOf,
  insertEndpoint,
} from './store';

// A partner app's webhook endpoints, managed by the developer who registered the app (or staff),
// and the deliveries made to them with their status. What an app receives is decided when each
// event is fanned out (delivery.ts): only apps whose grant covers the event's scope and account.

/** What the webhooks need of partner apps and their grants (the partners module answers). */
export type PartnerAccess = {
  /** The apps (client ids) holding a live grant on the account that includes the scope. */
  appsCovering(accountId: number, scope: string): Promise<string[]>;
  /** Whether the viewer may manage the app: its registering developer, or staff. */
  mayManage(viewer: Viewer, clientId: string): Promise<boolean>;
};

export type WebhookEndpoint = { id: number; url: string; events: WebhookEventType[]; createdAt: string };

export type WebhookDeliveryStatus = {
  id: number;
  endpointId: number;
  eventId: number;
  type: SentWebhookType;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** When the last attempt was made; null before the first. */
  lastAttemptAt: string | null;
};

export type WebhookAttempt = { at: string; status: number | null; error: string | null; durationMs: number };

export type WebhookDeliveryDetail = WebhookDeliveryStatus & {
  /** The body as every attempt sends it, byte for byte. */
  payload: string;
  attemptLog: WebhookAttempt[];
};

const iso = (value: Date | string) => new Date(value).toISOString();
const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: iso(row.created_at),
});

export class WebhookService {
  constructor(
    private readonly db: Db,
    private readonly partners: PartnerAccess,
    /**
     * Loopback endpoints (http:// too) for a developer's own machine, only where configured for
     * development (WEBHOOKS_ALLOW_LOOPBACK); never private, link-local or metadata addresses.
     */
    private readonly addresses: AddressPolicy,
  ) {}

  /**
   * An endpoint URL a partner may register, or the reason it may not: its host as written, and
   * every address its name resolves to now (the delivery checks the address it dials again).
   */
  async checkUrl(raw: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw badRequest(webhookMessages.url, { url: [webhookMessages.url] });
    }
    const refuseAddress = () =>
      badRequest(webhookMessages.privateAddress, { url: [webhookMessages.privateAddress] });
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    const scheme = this.addresses.allowLoopback && loopback ? /^https?:$/ : /^https:$/;
    if (!scheme.test(url.protocol) || url.username || url.password)
      throw badRequest(webhookMessages.url, { url: [webhookMessages.url] });
    if (namesInternalHost(url.hostname, this.addresses)) throw refuseAddress();
    if (await resolvesInternally(url.hostname, this.addresses)) throw refuseAddress();
    return url.toString();
  }

  private async requireManager(viewer: Viewer, clientId: string) {
    if (viewer.impersonated || !(await this.partners.mayManage(viewer, clientId)))
      throw forbidden(webhookMessages.notYourApp);
  }

  async endpoints(viewer: Viewer, clientId: string): Promise<WebhookEndpoint[]> {
    await this.requireManager(viewer, clientId);
    return (await endpointsOf(this.db, clientId)).map(endpointOf);
  }

  /** Registers an endpoint; its signing secret is in the answer, and never shown again. */
  async addEndpoint(
    viewer: Viewer,
    clientId: string,
    request: { url: string; events: string[] },
  ): Promise<WebhookEndpoint & { secret: string }> {
    await this.requireManager(viewer, clientId);
    const url = await this.checkUrl(request.url);
    const events = [...new Set(request.events)];
    if (events.length === 0 || !events.every(isWebhookEventType))
      throw badRequest(webhookMessages.events, { events: [webhookMessages.events] });
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const row = await insertEndpoint(this.db, {
      clientId,
      url,
      events,
      secret,
      createdBy: viewer.actorUuid,
    });
    return { ...endpointOf(row), secret };
  }

  async removeEndpoint(viewer: Viewer, clientId: string, id: number): Promise<void> {
    await this.requireManager(viewer, clientId);
    if (!(await deleteEndpoint(this.db, clientId, id))) throw notFound(webhookMessages.noEndpoint);
  }

  async deliveries(viewer: Viewer, clientId: string, limit = 50): Promise<WebhookDeliveryStatus[]> {
    await this.requireManager(viewer, clientId);
    return (await deliveriesOf(this.db, clientId, limit)).map(statusOf);
  }

  /** One delivery with each attempt made (time, answer, how long) and the body every attempt sends. */
  async delivery(viewer: Viewer, clientId: string, id: number): Promise<WebhookDeliveryDetail> {
    await this.requireManager(viewer, clientId);
    const row = await deliveryOfApp(this.db, clientId, id);
    if (!row) throw notFound(webhookMessages.noDelivery);
    const payload = JSON.stringify(
      webhookBody({
        id: row.event_id,
        type: row.type,
        accountId: row.account_id,
        sequence: row.sequence,
        schemaVersion: row.schema_version,
        occurredAt: row.occurred_at,
        data: row.data,
      }),
    );
    const attempts = (await attemptsOf(this.db, id)).map((attempt) => ({
      at: iso(attempt.attempted_at),
      status: attempt.status,
      error: attempt.error,
      durationMs: attempt.duration_ms,
    }));
    return { ...statusOf(row), payload, attemptLog: attempts };
  }

  /**
   * Queues a `webhook.test` event for one of the app's endpoints, sent by the worker like any
   * other (signed, retried): it names the app, the endpoint and who asked, in the asker's account.
   */
  async sendTest(viewer: Viewer, clientId: string, endpointId: number): Promise<WebhookDeliveryDetail> {
    await this.requireManager(viewer, clientId);
    if (!(await endpointsOf(this.db, clientId)).some((endpoint) => endpoint.id === endpointId))
      throw notFound(webhookMessages.noEndpoint);
    const id = await this.db.transaction((tx) =>
      queueTestEvent(tx, {
        endpointId,
        accountId: viewer.accountId,
        data: { clientId, endpointId, userUuid: viewer.actorUuid },
      }),
    );
    return this.delivery(viewer, clientId, id);
  }

  /** Sends a failed delivery again: due now, on the same event id (a receiver that has it drops it). */
  async redeliver(viewer: Viewer, clientId: string, id: number): Promise<WebhookDeliveryDetail> {
    await this.requireManager(viewer, clientId);
    if (!(await deliveryOfApp(this.db, clientId, id))) throw notFound(webhookMessages.noDelivery);
    if (!(await requeueFailed(this.db, id))) throw conflict(webhookMessages.notFailed);
    return this.delivery(viewer, clientId, id);
  }
}

function statusOf(row: DeliveryRow): WebhookDeliveryStatus {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at === null ? null : iso(row.next_attempt_at),
    createdAt: iso(row.created_at),
    deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
    lastAttemptAt: row.last_attempt_at === null ? null : iso(row.last_attempt_at),
  };
}
