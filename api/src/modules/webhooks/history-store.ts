import { WEBHOOK_TEST_EVENT } from '@field-boundaries/contract/webhook-events';
import type { Queryable } from '../../db/db';
import { type DeliveryRow, deliveryColumns } from './store';

// SQL of what a developer does with deliveries by hand (a test event, sending a failed one again)
// and of each delivery's attempts; no rules here.

export type AttemptRow = {
  attempted_at: Date | string;
  status: number | null;
  error: string | null;
  duration_ms: number;
};

export const recordAttempt = (
  db: Queryable,
  deliveryId: number,
  attempt: { at: Date; status: number | null; error: string | null; durationMs: number },
) =>
  db.query(
    `INSERT INTO webhook_delivery_attempts (delivery_id, attempted_at, status, error, duration_ms)
     VALUES ($1, $2, $3, $4, $5)`,
    [deliveryId, attempt.at, attempt.status, attempt.error, attempt.durationMs],
  );

export const attemptsOf = (db: Queryable, deliveryId: number) =>
  db.query<AttemptRow>(
    `SELECT attempted_at, status, error, duration_ms FROM webhook_delivery_attempts
     WHERE delivery_id = $1 ORDER BY id`,
    [deliveryId],
  );

export type DeliveryDetailRow = DeliveryRow & {
  account_id: number;
  data: Record<string, unknown>;
  occurred_at: Date | string;
  sequence: number | null;
  schema_version: number;
};

/** One delivery of the app's, with the event it carries. */
export async function deliveryOfApp(
  db: Queryable,
  clientId: string,
  id: number,
): Promise<DeliveryDetailRow | undefined> {
  const [row] = await db.query<DeliveryDetailRow>(
    `SELECT ${deliveryColumns}, event.account_id::int AS account_id, event.data, event.occurred_at,
            event.sequence::float8 AS sequence, event.schema_version::int AS schema_version
     FROM webhook_deliveries delivery
     JOIN webhook_endpoints endpoint ON endpoint.id = delivery.endpoint_id
     JOIN webhook_events event ON event.id = delivery.event_id
     WHERE endpoint.client_id = $1 AND delivery.id = $2`,
    [clientId, id],
  );
  return row;
}

/**
 * A test event for one endpoint, queued for the worker at once: written already fanned out (it
 * goes to this endpoint only, whatever its subscriptions), outside the account's sequence.
 */
export async function queueTestEvent(
  tx: Queryable,
  test: { endpointId: number; accountId: number; data: Record<string, unknown> },
): Promise<number> {
  const [event] = await tx.query<{ id: number }>(
    `INSERT INTO webhook_events (type, account_id, farm_id, data, sequence, schema_version, dispatched_at)
     VALUES ($1, $2, NULL, $3, NULL, 1, now()) RETURNING id::int AS id`,
    [WEBHOOK_TEST_EVENT, test.accountId, JSON.stringify(test.data)],
  );
  if (!event) throw new Error('the test event was not stored');
  const [delivery] = await tx.query<{ id: number }>(
    'INSERT INTO webhook_deliveries (endpoint_id, event_id) VALUES ($1, $2) RETURNING id::int AS id',
    [test.endpointId, event.id],
  );
  if (!delivery) throw new Error('the test delivery was not stored');
  return delivery.id;
}

/** A failed delivery made due now; false when it is not failed (delivered, or still on its schedule). */
export async function requeueFailed(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_deliveries SET failed_at = NULL, next_attempt_at = now()
     WHERE id = $1 AND failed_at IS NOT NULL AND delivered_at IS NULL RETURNING id`,
    [id],
  );
  return rows.length > 0;
}
