import type { components } from '../../upstream/openapi';

// The api's webhook answers in the schema's names.
type ApiEndpoint = components['schemas']['WebhookEndpoint'];
type ApiDelivery = components['schemas']['WebhookDelivery'];
type ApiDeliveryDetail = components['schemas']['WebhookDeliveryDetail'];

export const endpointOf = (endpoint: ApiEndpoint) => ({
  id: String(endpoint.id),
  url: endpoint.url,
  events: endpoint.events,
  createdAt: endpoint.created_at,
});

const statuses = { pending: 'PENDING', delivered: 'DELIVERED', failed: 'FAILED' } as const;

export const deliveryOf = (delivery: ApiDelivery) => ({
  id: String(delivery.id),
  endpointId: String(delivery.endpoint_id),
  eventId: String(delivery.event_id),
  type: delivery.type,
  status: statuses[delivery.status],
  attempts: delivery.attempts,
  lastStatus: delivery.last_status,
  lastError: delivery.last_error,
  nextAttemptAt: delivery.next_attempt_at,
  createdAt: delivery.created_at,
  deliveredAt: delivery.delivered_at,
  lastAttemptAt: delivery.last_attempt_at,
});

/**
 * A delivery as its resolvers hand it on: from the list, without its attempts and payload (fetched
 * when asked for, `WebhookDelivery.ts`), or from one delivery's answer, with them. `clientId` is
 * the app's, which the api's paths need.
 */
export type WebhookDeliveryShape = ReturnType<typeof deliveryOf> & {
  clientId: string;
  detail?: { payload: string; attemptLog: ReturnType<typeof attemptOf>[] };
};

const attemptOf = (attempt: ApiDeliveryDetail['attempt_log'][number]) => ({
  at: attempt.at,
  status: attempt.status,
  error: attempt.error,
  durationMs: attempt.duration_ms,
});

export const deliveryDetailOf = (clientId: string, delivery: ApiDeliveryDetail): WebhookDeliveryShape => ({
  ...deliveryOf(delivery),
  clientId,
  detail: { payload: delivery.payload, attemptLog: delivery.attempt_log.map(attemptOf) },
});
