import type { Queryable } from '../../db/db';
import { PAGE_SIZE, pageOffset } from '../../pagination';

// SQL of the staff's accounts list; no rules here, only reads.

type DirectoryRow = {
  uuid: string;
  full_name: string;
  email: string;
  account_name: string;
  subscription_plan: 'F' | 'B' | 'N';
  plan_expires_at: Date | string | null;
  is_active: boolean;
  is_ag_retailer: boolean;
  is_developer: boolean;
  is_staff: boolean;
  created_at: Date | string;
  total: string | number;
};

/** `%`, `_` and `\` in what staff typed are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const columns = `u.uuid, u.full_name, u.email, a.name AS account_name, p.plan AS subscription_plan,
            p.expires_at AS plan_expires_at, u.is_active, u.is_ag_retailer, u.is_developer, u.is_staff, u.created_at`;
// The plan is billing's, read through the view it publishes.
const from =
  'FROM users u JOIN accounts a ON a.id = u.account_id JOIN account_plans p ON p.account_id = a.id';

const listed = ({ total: _total, plan_expires_at, created_at, ...row }: DirectoryRow) => ({
  ...row,
  planExpiresAt: plan_expires_at === null ? null : new Date(plan_expires_at),
  created_at: new Date(created_at).toISOString(),
});

/**
 * One page of users whose name, e-mail or account name contains `search` (any case; everyone
 * when empty), newest first.
 */
export async function directoryPage(db: Queryable, search: string, page: number) {
  const where = `($1 = '' OR u.full_name ILIKE $2 OR u.email ILIKE $2 OR a.name ILIKE $2)`;
  const params = [search, likePattern(search)];
  const rows = await db.query<DirectoryRow>(
    `SELECT ${columns}, count(*) OVER () AS total
     ${from} WHERE ${where}
     ORDER BY u.created_at DESC, u.uuid LIMIT $3 OFFSET $4`,
    [...params, PAGE_SIZE, pageOffset(page)],
  );
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (await db.query<{ total: string }>(`SELECT count(*) AS total ${from} WHERE ${where}`, params))[0]
          ?.total ?? 0,
      );
  return { total, rows: rows.map(listed) };
}

/** One user as the list shows them, or null. */
export async function directoryRow(db: Queryable, uuid: string) {
  const [row] = await db.query<DirectoryRow>(`SELECT ${columns}, 1 AS total ${from} WHERE u.uuid = $1`, [
    uuid,
  ]);
  return row ? listed(row) : null;
}
