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

/** The body of every delivery, as Standard Webhooks suggests: the type, when, and the event's data. */
export type WebhookBody = { type: WebhookEventType; timestamp: string; data: Record<string, unknown> };

export const webhookMessages = {
  url: 'A webhook endpoint must be an https:// URL.',
  privateAddress: 'A webhook endpoint must be reachable on the public internet.',
  events: `Choose one or more events: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
  notYourApp: 'Only the developer who registered this app, or staff, can manage its webhooks.',
  noEndpoint: 'There is no such webhook endpoint for this app.',
} as const;
