import type { Db, Queryable } from '../../db/db';
import { holderOf, holdersOf } from '../accounts/people';
import { recordAudit } from '../audit/service';
import { type AccountPlan, lapsedPlans, lapseProPlan, lockAccountPlan } from './plan-store';

// A Pro year running out (ARCHITECTURE.md: plan B lasts 12 months, then the account is on F).
// Every rule reads the plan in force (`planInForce`: an expired B is F) without writing, so
// the lapse is in force the moment the year ends. Writing it down, with its audit entry, is
// billing's: the account's next billing call, its next purchase, and a sweep of every account
// at start-up and on a timer. Each lapse is recorded once, by nobody in particular.

const lapsedEntry = (accountUuid: string | null) => ({
  action: 'plan.changed' as const,
  actorUuid: null,
  accountUuid,
  detail: { from: 'B', to: 'F', reason: 'expired' },
});

/** Ends the account's Pro plan if its year is over, and records it. True when this call ended it. */
export async function lapseExpiredPlan(db: Db, accountId: number): Promise<boolean> {
  return db.transaction((tx) => lapseInTransaction(tx, accountId));
}

async function lapseInTransaction(tx: Queryable, accountId: number): Promise<boolean> {
  if (!(await lapseProPlan(tx, accountId))) return false;
  await recordAudit(tx, lapsedEntry(await holderOf(tx, accountId)));
  return true;
}

/** Ends every Pro plan whose year is over, each recorded; answers how many ended. */
export async function lapseExpiredPlans(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const accounts = await lapsedPlans(tx);
    const holders = await holdersOf(tx, accounts);
    for (const account of accounts) await recordAudit(tx, lapsedEntry(holders.get(account) ?? null));
    return accounts.length;
  });
}

/**
 * The account's plan, locked for a purchase that is about to change it: a Pro year that is over
 * is ended (and recorded) first, so the purchase starts from F as the grower sees it.
 */
export async function lockedPlanInForce(tx: Queryable, accountId: number): Promise<AccountPlan> {
  await lapseInTransaction(tx, accountId);
  return lockAccountPlan(tx, accountId);
}
