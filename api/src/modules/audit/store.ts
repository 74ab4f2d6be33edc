import type { Queryable } from '../../db/db';
import { PAGE_SIZE, pageOffset } from '../../pagination';

// SQL of the audit log; no rules here, only reads and writes.

export type AuditRow = {
  id: string | number;
  action: string;
  actor_uuid: string | null;
  account_uuid: string | null;
  detail: Record<string, unknown>;
  created_at: Date | string;
  /** The people as they are now; null once a user is gone (the entry keeps their uuid). */
  actor_name: string | null;
  actor_email: string | null;
  account_name: string | null;
  account_email: string | null;
  /** The account's business name ('Miller Creek Farms'). */
  account_business: string | null;
};

/** Whose entries to read: a person by user uuid or by e-mail address, and one action. */
export type AuditFilter = {
  account?: { uuid: string } | { email: string };
  actor?: { uuid: string } | { email: string };
  action?: string;
};

// A person named by uuid, or by the e-mail of a user who exists now.
const person = (column: string, uuid: number, email: number) =>
  `($${uuid}::uuid IS NULL OR ${column} = $${uuid}) AND ($${email}::text IS NULL OR ${column} = (SELECT uuid FROM users WHERE email = lower($${email})))`;

export async function insertAudit(
  db: Queryable,
  row: {
    action: string;
    actorUuid: string | null;
    accountUuid: string | null;
    detail: Record<string, unknown>;
  },
) {
  await db.query('INSERT INTO audit_log (action, actor_uuid, account_uuid, detail) VALUES ($1, $2, $3, $4)', [
    row.action,
    row.actorUuid,
    row.accountUuid,
    JSON.stringify(row.detail),
  ]);
}

/** One page of the log, newest first, optionally of one account, one actor or one action. */
export async function auditPage(
  db: Queryable,
  page: number,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = `${person('account_uuid', 1, 2)} AND ${person('actor_uuid', 3, 4)} AND ($5::text IS NULL OR action = $5)`;
  const params = [
    filter.account && 'uuid' in filter.account ? filter.account.uuid : null,
    filter.account && 'email' in filter.account ? filter.account.email : null,
    filter.actor && 'uuid' in filter.actor ? filter.actor.uuid : null,
    filter.actor && 'email' in filter.actor ? filter.actor.email : null,
    filter.action ?? null,
  ];
  const [rows, [count]] = await Promise.all([
    db.query<AuditRow>(
      `SELECT l.id, l.action, l.actor_uuid, l.account_uuid, l.detail, l.created_at,
              actor.full_name AS actor_name, actor.email AS actor_email,
              owner.full_name AS account_name, owner.email AS account_email, business.name AS account_business
       FROM (SELECT * FROM audit_log WHERE ${where} ORDER BY id DESC LIMIT $6 OFFSET $7) AS l
       LEFT JOIN users actor ON actor.uuid = l.actor_uuid
       LEFT JOIN users owner ON owner.uuid = l.account_uuid
       LEFT JOIN accounts business ON business.id = owner.account_id
       ORDER BY l.id DESC`,
      [...params, PAGE_SIZE, pageOffset(page)],
    ),
    db.query<{ total: string | number }>(`SELECT count(*) AS total FROM audit_log WHERE ${where}`, params),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
