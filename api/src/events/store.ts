import type { Db, Queryable } from '../db/db';

// The outbox of domain events (migration 052): written by triggers in the change's transaction,
// read here by its two readers, the live publisher and webhooks. Nothing else names its tables.

export type DomainEvent = {
  id: number;
  type: string;
  account_id: number;
  farm_id: number | null;
  sequence: number;
  data: Record<string, unknown>;
  occurred_at: Date | string;
};

const columns = `id::int AS id, type, account_id::int AS account_id, farm_id::int AS farm_id,
  sequence::float8 AS sequence, data, occurred_at`;

// Any fixed number: one publisher at a time chooses what to lease (see leaseUnpublished).
const LEASE_LOCK = 5_205_201;
/** The advisory lock under which webhooks take events from the outbox, one worker at a time. */
const WEBHOOKS_LOCK = 5_205_202;

/** Whether any event waits to be published: the cheap question asked between passes. */
export async function anyUnpublished(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ due: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM domain_events WHERE published_at IS NULL) AS due',
  );
  return row?.due === true;
}

/**
 * Leases the oldest unpublished events, oldest first, skipping any account one of whose earlier
 * events another publisher still holds: events of one account are published in order, by however
 * many api instances. Choosing is serialised (an advisory lock for the transaction), publishing
 * is not: the lease is what another publisher respects.
 */
export async function leaseUnpublished(db: Db, limit: number, leaseMs: number): Promise<DomainEvent[]> {
  const rows = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LEASE_LOCK]);
    return tx.query<DomainEvent>(
      `UPDATE domain_events SET leased_until = now() + make_interval(secs => $2::float8 / 1000)
       WHERE id IN (
         SELECT event.id FROM domain_events event
         WHERE event.published_at IS NULL AND (event.leased_until IS NULL OR event.leased_until <= now())
           AND NOT EXISTS (
             SELECT 1 FROM domain_events earlier
             WHERE earlier.account_id = event.account_id AND earlier.published_at IS NULL
               AND earlier.id < event.id AND earlier.leased_until > now())
         ORDER BY event.id LIMIT $1)
       RETURNING ${columns}`,
      [limit, leaseMs],
    );
  });
  return rows.sort((a, b) => a.id - b.id);
}

/** Published: the lease ends, and an event webhooks have taken too is gone. */
export async function markPublished(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE domain_events SET published_at = now(), leased_until = NULL WHERE id = $1', [id]);
  await db.query('DELETE FROM domain_events WHERE id = $1 AND webhooks_at IS NOT NULL', [id]);
}

/** Lets go of leased events not yet published (a failed pass), so they go next, in order. */
export const releaseLeases = (db: Queryable, ids: readonly number[]) =>
  db.query(
    'UPDATE domain_events SET leased_until = NULL WHERE id = ANY ($1::bigint[]) AND published_at IS NULL',
    [ids],
  );

/**
 * Events webhooks have not taken, oldest first, locked for this transaction. Handing over is
 * serialised (an advisory lock for the transaction) and waits for a row the live publisher holds
 * for a moment (its lease, its mark): skipping it, as SKIP LOCKED did, handed a later event of an
 * account over before an earlier one, and left the skipped one for another pass.
 */
export async function lockForWebhooks(tx: Queryable, limit: number): Promise<DomainEvent[]> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [WEBHOOKS_LOCK]);
  return tx.query<DomainEvent>(
    `SELECT ${columns} FROM domain_events WHERE webhooks_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE`,
    [limit],
  );
}

/** Taken by webhooks: an event already published is gone. */
export async function markTakenByWebhooks(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.query('UPDATE domain_events SET webhooks_at = now() WHERE id = ANY ($1::bigint[])', [ids]);
  await tx.query('DELETE FROM domain_events WHERE id = ANY ($1::bigint[]) AND published_at IS NOT NULL', [
    ids,
  ]);
}
