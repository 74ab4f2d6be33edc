import type { SentWebhookType, WebhookEventType } from '@field-boundaries/contract/webhook-events';
import type { Queryable } from '../../db/db';

// The webhooks module's tables: endpoints, the events copied from the api's outbox of domain events
// (src/events/, migration 052) that some endpoint subscribes to, and each event's delivery to each
// endpoint that should have it (attempts and by-hand sends: history-store.ts).

export type EndpointRow = {
  id: number;
  client_id: string;
  url: string;
  events: WebhookEventType[];
  created_at: Date | string;
};

const endpointColumns = 'id::int AS id, client_id, url, events, created_at';

export async function insertEndpoint(
  db: Queryable,
  endpoint: { clientId: string; url: string; events: WebhookEventType[]; secret: string; createdBy: string },
): Promise<EndpointRow> {
  const [row] = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (client_id, url, events, secret, created_by) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${endpointColumns}`,
    [endpoint.clientId, endpoint.url, endpoint.events, endpoint.secret, endpoint.createdBy],
  );
  return row as EndpointRow;
}

export const endpointsOf = (db: Queryable, clientId: string) =>
  db.query<EndpointRow>(`SELECT ${endpointColumns} FROM webhook_endpoints WHERE client_id = $1 ORDER BY id`, [
    clientId,
  ]);

export async function deleteEndpoint(db: Queryable, clientId: string, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM webhook_endpoints WHERE client_id = $1 AND id = $2 RETURNING id', [
    clientId,
    id,
  ]);
  return rows.length > 0;
}

/** A delivery that will not be made: the app no longer holds the grant it was queued under. */
export const markWithdrawn = (db: Queryable, id: number, reason: string) =>
  db.query('UPDATE webhook_deliveries SET failed_at = now(), last_error = $2 WHERE id = $1', [id, reason]);

/** A domain event as the outbox hands it over. */
export type OutboxEvent = {
  id: number;
  type: string;
  account_id: number;
  farm_id: number | null;
  sequence: number;
  data: Record<string, unknown>;
  occurred_at: Date | string;
};

/**
 * Keeps a domain event as a webhook event when some endpoint subscribes to its type (a product
 * without partners keeps none); taken twice, it is kept once.
 */
export const keepSubscribedEvent = (tx: Queryable, event: OutboxEvent) =>
  tx.query(
    `INSERT INTO webhook_events (type, account_id, farm_id, data, sequence, occurred_at, domain_event_id)
     SELECT $1::text, $2::bigint, $3::bigint, $4::jsonb, $5::bigint, $6::timestamptz, $7::bigint
     WHERE EXISTS (SELECT 1 FROM webhook_endpoints WHERE $1::text = ANY (events))
     ON CONFLICT (domain_event_id) DO NOTHING`,
    [event.type, event.account_id, event.farm_id, event.data, event.sequence, event.occurred_at, event.id],
  );

export type PendingEvent = {
  id: number;
  type: WebhookEventType;
  account_id: number;
  farm_id: number | null;
};

/** Events not yet fanned out, oldest first (read without a lock: see lockPending). */
export const pendingEvents = (db: Queryable, limit: number) =>
  db.query<PendingEvent>(
    `SELECT id::int AS id, type, account_id::int AS account_id, farm_id::int AS farm_id FROM webhook_events
     WHERE dispatched_at IS NULL ORDER BY id LIMIT $1`,
    [limit],
  );

/** Of the given events, those still not fanned out, locked for this transaction (other workers skip them). */
export const lockPending = (tx: Queryable, ids: readonly number[]) =>
  tx.query<{ id: number }>(
    `SELECT id::int AS id FROM webhook_events WHERE id = ANY ($1::bigint[]) AND dispatched_at IS NULL
     ORDER BY id FOR UPDATE SKIP LOCKED`,
    [ids],
  );

/** Subscribed endpoints of the given apps: the candidates for one event. */
export const endpointsFor = (tx: Queryable, type: WebhookEventType, clientIds: readonly string[]) =>
  tx.query<{ id: number }>(
    'SELECT id::int AS id FROM webhook_endpoints WHERE $1 = ANY (events) AND client_id = ANY ($2::text[])',
    [type, clientIds],
  );

/** Queues the event for each endpoint and marks it fanned out; an event nobody gets is dropped. */
export async function dispatchEvent(tx: Queryable, eventId: number, endpointIds: readonly number[]) {
  if (endpointIds.length === 0) {
    await tx.query('DELETE FROM webhook_events WHERE id = $1', [eventId]);
    return;
  }
  await tx.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id)
     SELECT unnest($2::bigint[]), $1 ON CONFLICT DO NOTHING`,
    [eventId, endpointIds],
  );
  await tx.query('UPDATE webhook_events SET dispatched_at = now() WHERE id = $1', [eventId]);
}

export type DueDelivery = {
  id: number;
  attempts: number;
  url: string;
  secret: string;
  event_id: number;
  type: SentWebhookType;
  account_id: number;
  client_id: string;
  data: Record<string, unknown>;
  occurred_at: Date | string;
  sequence: number | null;
  schema_version: number;
};

/** Takes due deliveries, moving each one's next attempt a lease ahead (as mail does). */
export const leaseDeliveries = (tx: Queryable, limit: number, leaseMs: number) =>
  tx.query<DueDelivery>(
    `WITH due AS (
       UPDATE webhook_deliveries SET next_attempt_at = now() + make_interval(secs => $2::float8 / 1000)
       WHERE id IN (SELECT id FROM webhook_deliveries
                    WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                    ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, attempts, endpoint_id, event_id)
     SELECT due.id::int AS id, due.attempts, endpoint.url, endpoint.secret, endpoint.client_id,
            event.id::int AS event_id, event.type, event.account_id::int AS account_id, event.data,
            event.occurred_at, event.sequence::float8 AS sequence, event.schema_version::int AS schema_version
     FROM due
     JOIN webhook_endpoints endpoint ON endpoint.id = due.endpoint_id
     JOIN webhook_events event ON event.id = due.event_id
     ORDER BY event.id`,
    [limit, leaseMs],
  );

export const markDelivered = (db: Queryable, id: number, status: number) =>
  db.query(
    `UPDATE webhook_deliveries SET delivered_at = now(), attempts = attempts + 1, last_status = $2,
            last_error = NULL
     WHERE id = $1`,
    [id, status],
  );

/**
 * A failed attempt: tried again after `waitMs`, or given up (failed_at) when that would fall past
 * the delivery's `giveUpAfterMs` from its creation.
 */
export const markAttemptFailed = (
  db: Queryable,
  id: number,
  failure: { status: number | null; error: string; waitMs: number; giveUpAfterMs: number },
) =>
  db.query(
    `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = $2, last_error = $3,
            next_attempt_at = now() + make_interval(secs => $4::float8 / 1000),
            failed_at = CASE WHEN now() + make_interval(secs => $4::float8 / 1000)
                                  > created_at + make_interval(secs => $5::float8 / 1000)
                             THEN now() END
     WHERE id = $1 AND delivered_at IS NULL`,
    [id, failure.status, failure.error, failure.waitMs, failure.giveUpAfterMs],
  );

export type DeliveryRow = {
  id: number;
  endpoint_id: number;
  event_id: number;
  type: SentWebhookType;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
  /** Null until the first attempt (and for attempts made before they were recorded, migration 054). */
  last_attempt_at: Date | string | null;
};

/** A delivery's status as the developer's list shows it, with its last attempt's time. */
export const deliveryColumns = `delivery.id::int AS id, delivery.endpoint_id::int AS endpoint_id,
  delivery.event_id::int AS event_id, event.type, delivery.attempts, delivery.last_status, delivery.last_error,
  CASE WHEN delivery.delivered_at IS NOT NULL THEN 'delivered'
       WHEN delivery.failed_at IS NOT NULL THEN 'failed' ELSE 'pending' END AS status,
  CASE WHEN delivery.delivered_at IS NULL AND delivery.failed_at IS NULL
       THEN delivery.next_attempt_at END AS next_attempt_at,
  delivery.created_at, delivery.delivered_at,
  (SELECT max(attempt.attempted_at) FROM webhook_delivery_attempts attempt
   WHERE attempt.delivery_id = delivery.id) AS last_attempt_at`;

/** An app's deliveries, newest first. */
export const deliveriesOf = (db: Queryable, clientId: string, limit: number) =>
  db.query<DeliveryRow>(
    `SELECT ${deliveryColumns}
     FROM webhook_deliveries delivery
     JOIN webhook_endpoints endpoint ON endpoint.id = delivery.endpoint_id
     JOIN webhook_events event ON event.id = delivery.event_id
     WHERE endpoint.client_id = $1
     ORDER BY delivery.id DESC LIMIT $2`,
    [clientId, limit],
  );
