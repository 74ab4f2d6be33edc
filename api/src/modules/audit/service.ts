import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { forbidden } from '../../errors';
import { pageMeta } from '../../pagination';
import { auditPage, insertAudit } from './store';

/** A transaction handed to a `db.transaction` callback. */
export type Tx = Queryable;

/** The actions written today; a new kind of entry adds its name here. */
export type AuditAction =
  | 'password.changed'
  | 'password.reset'
  | 'security_answer.changed'
  | 'god_mode.entered'
  | 'plan.changed'
  | 'email.changed';

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the entry commits
 * (or rolls back) with it: the log never claims a change that did not happen, nor misses one.
 * `accountUuid` names the user whose account the action concerns.
 */
export async function recordAudit(
  db: Db | Tx,
  entry: {
    action: string;
    actorUuid: string | null;
    accountUuid: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await insertAudit(db, { ...entry, detail: entry.detail ?? {} });
}

export const auditMessages = { staffOnly: 'Only staff can read the audit log.' } as const;

/** One page of the log for staff, newest first. Nobody else reads it, not even about themselves. */
export async function readAudit(
  db: Db,
  viewer: Viewer,
  page: number,
  filter: { accountUuid?: string; action?: string } = {},
) {
  // Roles are the impersonated user's under god mode; staff read the log as themselves.
  if (!viewer.roles.staff || viewer.impersonated) throw forbidden(auditMessages.staffOnly);
  const { rows, total } = await auditPage(db, page, filter);
  return {
    meta: pageMeta(page, total, rows.length),
    result: rows.map((row) => ({
      id: Number(row.id),
      action: row.action,
      actor_uuid: row.actor_uuid,
      account_uuid: row.account_uuid,
      detail: row.detail,
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}
