// The events a partner app can subscribe its webhook endpoints to, and the scope a grant must hold
// for the app to receive each: an app sees by webhook only what it could read through the api.

export const WEBHOOK_EVENT_SCOPES = {
  'field.created': 'fields:read',
  'field.updated': 'fields:read',
  'field.deleted': 'fields:read',
  'spray.started': 'spray:read',
  'spray.stopped': 'spray:read',
  'neighbour.notice': 'spray:read',
  'report.saved': 'reports:read',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_SCOPES;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_SCOPES) as WebhookEventType[];

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  Object.hasOwn(WEBHOOK_EVENT_SCOPES, value);

/**
 * Sent to one endpoint when its developer asks (Send test event in Developer apps), never by a
 * grower's change: to see that the endpoint receives, verifies and answers. No grant is needed and
 * none is subscribed to it.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Every type a delivery can carry: the events an endpoint subscribes to, and the test event. */
export type SentWebhookType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const SENT_WEBHOOK_TYPES: SentWebhookType[] = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];

/** The version of the payload shapes published in docs/partners/webhooks/schemas/. */
export const WEBHOOK_SCHEMA_VERSION = 1;

/**
 * The body of every delivery: Standard Webhooks' type, timestamp and data, and what a partner
 * serving many growers routes and orders by: the event's id (the `webhook-id` header again), the
 * account it belongs to, that account's sequence number and the payload's schema version.
 */
export type WebhookBody = {
  id: string;
  type: SentWebhookType;
  schemaVersion: number;
  timestamp: string;
  accountId: number;
  /** Grows with each event of the account; ordering by it undoes delivery's reordering. */
  sequence: number | null;
  data: Record<string, unknown>;
};

/** An event as stored, and the id it is sent under (the same on every retry). */
export type StoredWebhookEvent = {
  id: number;
  type: SentWebhookType;
  accountId: number;
  sequence: number | null;
  schemaVersion: number;
  occurredAt: Date | string;
  data: Record<string, unknown>;
};

export const webhookMessageId = (eventId: number) => `evt_${eventId}`;

export function webhookBody(event: StoredWebhookEvent): WebhookBody {
  return {
    id: webhookMessageId(event.id),
    type: event.type,
    schemaVersion: event.schemaVersion,
    timestamp: new Date(event.occurredAt).toISOString(),
    accountId: event.accountId,
    sequence: event.sequence,
    data: event.data,
  };
}

export const webhookMessages = {
  url: 'A webhook endpoint must be an https:// URL.',
  privateAddress: 'A webhook endpoint must be reachable on the public internet.',
  events: `Choose one or more events: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
  notYourApp: 'Only the developer who registered this app, or staff, can manage its webhooks.',
  noEndpoint: 'There is no such webhook endpoint for this app.',
  noDelivery: 'There is no such delivery for this app.',
  notFailed:
    'Only a failed delivery can be sent again: this one is delivered, or still being tried on its schedule.',
} as const;
