import type { Plan } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import { insertPlan, planRows, startTrial } from './plan-store';

// An account's plan as other modules reach it through billing (billing owns billing_plans): the
// plan a new account starts on, the free trial its activation starts, and stored plans for the
// rules that read them (spray notices name the sprayer to plan B). The viewer's own plan is read
// with the viewer, through the view billing publishes (`account_plans`).

/** An account's plan as stored: billing's rules say what it allows (a lapsed plan B is plan F). */
export type StoredPlan = { account: number; plan: Plan; expiresAt: Date | null };

/**
 * Gives a new account its plan, in the transaction that makes the account: N until its user is
 * activated; the demo seed and tests start accounts on F or B.
 */
export function openPlan(tx: Queryable, accountId: number, plan: Plan = 'N'): Promise<void> {
  return insertPlan(tx, accountId, plan);
}

/** Activation starts the free trial: an account on N moves to F; any other plan stays. */
export function startFreeTrial(tx: Queryable, accountId: number): Promise<void> {
  return startTrial(tx, accountId);
}

/** These accounts' plans as stored (unknown accounts left out), in one query. */
export async function plansOf(db: Queryable, accountIds: Iterable<number>): Promise<StoredPlan[]> {
  const wanted = [...new Set(accountIds)];
  if (wanted.length === 0) return [];
  return planRows(db, wanted);
}
