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

/** One page of the log, newest first, optionally of one account or one action. */
export async function auditPage(
  db: Queryable,
  page: number,
  filter: { accountUuid?: string; action?: string },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = `($1::uuid IS NULL OR account_uuid = $1) AND ($2::text IS NULL OR action = $2)`;
  const params = [filter.accountUuid ?? null, filter.action ?? null];
  const [rows, [count]] = await Promise.all([
    db.query<AuditRow>(
      `SELECT id, action, actor_uuid, account_uuid, detail, created_at FROM audit_log
       WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [...params, PAGE_SIZE, pageOffset(page)],
    ),
    db.query<{ total: string | number }>(`SELECT count(*) AS total FROM audit_log WHERE ${where}`, params),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
