import type { Viewer } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import { forbidden, notFound } from '../../errors';
import { pageMeta } from '../../pagination';
import { planInForce } from '../billing/service';
import { directoryPage, directoryRow } from './directory-store';

export const directoryMessages = {
  staffOnly: 'Only staff can list accounts.',
  noAccount: 'No such account.',
} as const;

type Row = NonNullable<Awaited<ReturnType<typeof directoryRow>>>;

/** A row as staff see it: the plan in force now (a Pro year that is over is F). */
const shown = ({ subscription_plan, planExpiresAt, ...row }: Row, now: Date) => ({
  ...row,
  subscription_plan: planInForce(subscription_plan, planExpiresAt, now),
});

/**
 * Staff find an account by a person's name, e-mail or the account's name, to enter it in god
 * mode or read its audit log. Staff as themselves only: in god mode the roles are the grower's.
 */
export async function accountsForStaff(db: Queryable, viewer: Viewer, search: string, page: number) {
  if (!viewer.roles.staff || viewer.impersonated) throw forbidden(directoryMessages.staffOnly);
  const { rows, total } = await directoryPage(db, search.trim(), page);
  const now = new Date();
  const result = rows.map((row) => shown(row, now));
  return { meta: pageMeta(page, total, result.length), result };
}

/** One account as the staff list shows it (after staff changed it). */
export async function accountForStaff(db: Queryable, uuid: string) {
  const row = await directoryRow(db, uuid);
  if (!row) throw notFound(directoryMessages.noAccount);
  return shown(row, new Date());
}
