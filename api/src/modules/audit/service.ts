import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { forbidden } from '../../errors';
import { pageMeta } from '../../pagination';
import { type AuditFilter, auditPage, insertAudit } from './store';

/** A transaction handed to a `db.transaction` callback. */
export type Tx = Queryable;

/** The actions written today; a new kind of entry adds its name here. */
export type AuditAction =
  | 'password.changed'
  | 'password.reset'
  | 'security_answer.changed'
  | 'god_mode.entered'
  | 'plan.changed'
  | 'email.changed'
  | WorkEvent;

/**
 * What someone does inside an account (theirs, or a grower's in god mode): each is written with
 * the change, naming the person at the keyboard and the account worked on.
 */
export type WorkEvent =
  | 'spray.started'
  | 'spray.stopped'
  | 'field.created'
  | 'field.claimed'
  | 'field.edited'
  | 'boundary.edited'
  | 'field.split'
  | 'field.merged'
  | 'field.deleted'
  | 'fields.imported'
  | 'farm.created'
  | 'farm.renamed'
  | 'farm.deleted'
  | 'report.saved';

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the entry commits
 * (or rolls back) with it: the log never claims a change that did not happen, nor misses one.
 * `accountUuid` names the user whose account the action concerns.
 */
export async function recordAudit(
  db: Db | Tx,
  entry: {
    action: AuditAction;
    actorUuid: string | null;
    accountUuid: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await insertAudit(db, { ...entry, detail: entry.detail ?? {} });
}

/**
 * Writes what the viewer did to the account they work in, inside `tx`, the transaction that makes
 * the change: the entry names the real actor (the retailer or staff member in god mode, else the
 * user) and the account's user, so staff can tell who did what for whom.
 * e.g. `recordEvent(tx, viewer, 'report.saved', { report: id, version })`.
 */
export function recordEvent(
  tx: Tx,
  viewer: Pick<Viewer, 'actorUuid' | 'userUuid' | 'impersonated'>,
  action: WorkEvent,
  detail: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(tx, {
    action,
    actorUuid: viewer.actorUuid,
    accountUuid: viewer.userUuid,
    detail: viewer.impersonated ? { ...detail, god_mode: true } : detail,
  });
}

export const auditMessages = {
  staffOnly: 'Only staff can read the audit log.',
  badPerson: 'Filter by a person’s e-mail address or user id.',
} as const;

/** One page of the log for staff, newest first. Nobody else reads it, not even about themselves. */
export async function readAudit(db: Db, viewer: Viewer, page: number, filter: AuditFilter = {}) {
  // Roles are the impersonated user's under god mode; staff read the log as themselves.
  if (!viewer.roles.staff || viewer.impersonated) throw forbidden(auditMessages.staffOnly);
  const { rows, total } = await auditPage(db, page, filter);
  return {
    meta: pageMeta(page, total, rows.length),
    result: rows.map((row) => ({
      id: Number(row.id),
      action: row.action,
      actor_uuid: row.actor_uuid,
      actor: row.actor_name === null ? null : { full_name: row.actor_name, email: row.actor_email ?? '' },
      account_uuid: row.account_uuid,
      account:
        row.account_name === null
          ? null
          : { full_name: row.account_name, email: row.account_email ?? '', name: row.account_business ?? '' },
      detail: row.detail,
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}
