import type { Viewer } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import { forbidden } from '../../errors';
import { pageMeta } from '../../pagination';
import { planInForce } from '../billing/service';
import { directoryPage } from './directory-store';

export const directoryMessages = {
  staffOnly: 'Only staff can list accounts.',
} as const;

/**
 * Staff find an account by a person's name, e-mail or the account's name, to enter it in god
 * mode or read its audit log. Staff as themselves only: in god mode the roles are the grower's.
 */
export async function accountsForStaff(db: Queryable, viewer: Viewer, search: string, page: number) {
  if (!viewer.roles.staff || viewer.impersonated) throw forbidden(directoryMessages.staffOnly);
  const { rows, total } = await directoryPage(db, search.trim(), page);
  const now = new Date();
  const result = rows.map(({ subscription_plan, planExpiresAt, ...row }) => ({
    ...row,
    subscription_plan: planInForce(subscription_plan, planExpiresAt, now),
  }));
  return { meta: pageMeta(page, total, result.length), result };
}
