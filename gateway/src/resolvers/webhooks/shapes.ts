import type { components } from '../../upstream/openapi';

// The api's webhook answers in the schema's names.
type ApiEndpoint = components['schemas']['WebhookEndpoint'];
type ApiDelivery = components['schemas']['WebhookDelivery'];

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
});
