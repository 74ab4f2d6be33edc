import type { Plan } from '../../auth/viewer';
import type { Queryable } from '../../db/db';

// SQL of an account's plan (billing_plans, one row per account, migration 048): the plan as
// stored and when plan B ends. No rules here: an expired B is still B in this file (see
// planInForce). The accounts module reads plans through the view billing publishes
// (`account_plans`), never this table.

export type AccountPlan = { plan: Plan; expiresAt: Date | null };

type PlanRow = { account_id: string | number; plan: Plan; expires_at: Date | string | null };

const asPlan = (row: PlanRow): AccountPlan => ({
  plan: row.plan,
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
});

/** A new account's plan row: N until it is activated (the demo seed and tests start others on F or B). */
export async function insertPlan(tx: Queryable, accountId: number, plan: Plan): Promise<void> {
  await tx.query('INSERT INTO billing_plans (account_id, plan) VALUES ($1, $2)', [accountId, plan]);
}

/** Activation starts the free trial: an account still on N moves to F (a plan it has already stays). */
export async function startTrial(tx: Queryable, accountId: number): Promise<void> {
  await tx.query(`UPDATE billing_plans SET plan = 'F' WHERE account_id = $1 AND plan = 'N'`, [accountId]);
}

/** The account's stored plan, as it reads now. */
export async function accountPlan(db: Queryable, accountId: number): Promise<AccountPlan> {
  const [row] = await db.query<PlanRow>(
    'SELECT account_id, plan, expires_at FROM billing_plans WHERE account_id = $1',
    [accountId],
  );
  if (!row) throw new Error(`account ${accountId} has no plan`);
  return asPlan(row);
}

/** These accounts' stored plans (accounts without one left out), in one query. */
export async function planRows(
  db: Queryable,
  accountIds: readonly number[],
): Promise<(AccountPlan & { account: number })[]> {
  const rows = await db.query<PlanRow>(
    'SELECT account_id, plan, expires_at FROM billing_plans WHERE account_id = ANY($1::bigint[])',
    [[...new Set(accountIds)]],
  );
  return rows.map((row) => ({ account: Number(row.account_id), ...asPlan(row) }));
}

/** The account's stored plan, locked for the purchase that is about to change it. */
export async function lockAccountPlan(tx: Queryable, accountId: number): Promise<AccountPlan> {
  const [row] = await tx.query<PlanRow>(
    'SELECT account_id, plan, expires_at FROM billing_plans WHERE account_id = $1 FOR UPDATE',
    [accountId],
  );
  if (!row) throw new Error(`account ${accountId} vanished during a purchase`);
  return asPlan(row);
}

export async function setPlan(tx: Queryable, accountId: number, plan: Plan, expiresAt: Date | null) {
  await tx.query('UPDATE billing_plans SET plan = $2, expires_at = $3 WHERE account_id = $1', [
    accountId,
    plan,
    expiresAt,
  ]);
}

/** Ends every Pro plan whose year is over; answers the accounts this call ended (each recorded once). */
export async function lapsedPlans(tx: Queryable): Promise<number[]> {
  const rows = await tx.query<{ account_id: string | number }>(
    `UPDATE billing_plans SET plan = 'F'
     WHERE plan = 'B' AND expires_at <= now()
     RETURNING account_id`,
  );
  return rows.map((row) => Number(row.account_id));
}

/** Ends a Pro plan whose year is over; true when this call ended it (so it is recorded once). */
export async function lapseProPlan(tx: Queryable, accountId: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE billing_plans SET plan = 'F'
     WHERE account_id = $1 AND plan = 'B' AND expires_at <= now()
     RETURNING account_id`,
    [accountId],
  );
  return rows.length > 0;
}

// A renewal is due when its Pro plan is about to end: one query across both tables.
export type DueRenewal = { account_id: number; package_id: number; plan_expires_at: Date };

/** Pro plans that renew and end before `before`: the renewal sweep charges these. */
export async function dueRenewals(db: Queryable, before: Date): Promise<DueRenewal[]> {
  const rows = await db.query<{
    account_id: string | number;
    package_id: number;
    expires_at: Date | string;
  }>(
    `SELECT r.account_id, r.package_id, p.expires_at
     FROM plan_renewals r JOIN billing_plans p ON p.account_id = r.account_id
     WHERE r.renews AND p.plan = 'B' AND p.expires_at IS NOT NULL AND p.expires_at <= $1
     ORDER BY p.expires_at, r.account_id`,
    [before],
  );
  return rows.map((row) => ({
    account_id: Number(row.account_id),
    package_id: row.package_id,
    plan_expires_at: new Date(row.expires_at),
  }));
}
