import type { Queryable } from '../../db/db';

// SQL of a Pro plan's renewal: whether it renews and with which package; the rules are in
// subscription.ts.

export type Renewal = { package_id: number; renews: boolean };

export async function renewalOf(db: Queryable, accountId: number): Promise<Renewal | null> {
  const [row] = await db.query<Renewal>(
    'SELECT package_id, renews FROM plan_renewals WHERE account_id = $1',
    [accountId],
  );
  return row ?? null;
}

export async function setRenewal(tx: Queryable, accountId: number, renewal: Renewal): Promise<void> {
  await tx.query(
    `INSERT INTO plan_renewals (account_id, package_id, renews) VALUES ($1, $2, $3)
     ON CONFLICT (account_id) DO UPDATE SET package_id = $2, renews = $3, changed_at = now()`,
    [accountId, renewal.package_id, renewal.renews],
  );
}

/** Stops a renewal (a declined card, or no card to charge); true when it was on. */
export async function stopRenewal(tx: Queryable, accountId: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE plan_renewals SET renews = false, changed_at = now() WHERE account_id = $1 AND renews RETURNING account_id',
    [accountId],
  );
  return rows.length > 0;
}
