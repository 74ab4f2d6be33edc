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
};

/** Whose entries to read: a person by user uuid (the service finds a named e-mail's), and one action. */
export type AuditRowFilter = { account?: string; actor?: string; action?: string };

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
  filter: AuditRowFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where =
    '($1::uuid IS NULL OR account_uuid = $1) AND ($2::uuid IS NULL OR actor_uuid = $2) AND ($3::text IS NULL OR action = $3)';
  const params = [filter.account ?? null, filter.actor ?? null, filter.action ?? null];
  const [rows, [count]] = await Promise.all([
    db.query<AuditRow>(
      `SELECT id, action, actor_uuid, account_uuid, detail, created_at
       FROM audit_log WHERE ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`,
      [...params, PAGE_SIZE, pageOffset(page)],
    ),
    db.query<{ total: string | number }>(`SELECT count(*) AS total FROM audit_log WHERE ${where}`, params),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
