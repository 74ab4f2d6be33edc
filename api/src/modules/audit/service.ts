import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { forbidden } from '../../errors';
import { pageMeta } from '../../pagination';
import { type Person, peopleOf, userUuidByEmail } from '../accounts/people';
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
  | 'email.changed'
  | 'activation.resent'
  | 'retailer_invite.resent'
  | 'retailer_invite.cancelled'
  | 'subscription.changed'
  | 'developer.granted'
  | 'developer.removed'
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

/** Whose entries to read: a person by user uuid or by e-mail address, and one action. */
export type AuditFilter = {
  account?: { uuid: string } | { email: string };
  actor?: { uuid: string } | { email: string };
  action?: string;
};

/** The uuid a filter's person names: undefined when none is asked, null when the e-mail is nobody's. */
async function personUuid(db: Db, who: { uuid: string } | { email: string } | undefined) {
  if (!who) return undefined;
  return 'uuid' in who ? who.uuid : userUuidByEmail(db, who.email);
}

function named<T>(people: Map<string, Person>, uuid: string | null, view: (who: Person) => T): T | null {
  const who = uuid === null ? undefined : people.get(uuid);
  return who ? view(who) : null;
}

/** One page of the log for staff, newest first. Nobody else reads it, not even about themselves. */
export async function readAudit(db: Db, viewer: Viewer, page: number, filter: AuditFilter = {}) {
  // Roles are the impersonated user's under god mode; staff read the log as themselves.
  if (!viewer.roles.staff || viewer.impersonated) throw forbidden(auditMessages.staffOnly);
  const [account, actor] = await Promise.all([personUuid(db, filter.account), personUuid(db, filter.actor)]);
  // An e-mail no user has now names nobody, so no entry is theirs.
  const { rows, total } =
    account === null || actor === null
      ? { rows: [], total: 0 }
      : await auditPage(db, page, { account, actor, action: filter.action });
  // The people as they are now, all of the page's at once; null once a user is gone (the entry
  // keeps their uuid).
  const people = await peopleOf(
    db,
    rows.flatMap((row) => [row.actor_uuid, row.account_uuid]),
  );
  return {
    meta: pageMeta(page, total, rows.length),
    result: rows.map((row) => ({
      id: Number(row.id),
      action: row.action,
      actor_uuid: row.actor_uuid,
      actor: named(people, row.actor_uuid, (who) => ({ full_name: who.full_name, email: who.email })),
      account_uuid: row.account_uuid,
      account: named(people, row.account_uuid, (who) => ({
        full_name: who.full_name,
        email: who.email,
        name: who.business,
      })),
      detail: row.detail,
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}
