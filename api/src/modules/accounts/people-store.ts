import type { Queryable } from '../../db/db';

// SQL of the people other modules name (owners, actors, account holders) and of an account's
// lock; the accounts service hands these to other modules, which never read users or accounts.

export type PersonRow = {
  uuid: string;
  full_name: string;
  email: string;
  account_id: string | number;
  business: string;
};

/** Many users at once (one query, whatever the count), with their account's id and name. */
export const peopleByUuid = (db: Queryable, uuids: readonly string[]) =>
  db.query<PersonRow>(
    `SELECT u.uuid, u.full_name, u.email, u.account_id, a.name AS business
     FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.uuid = ANY($1::uuid[])`,
    [[...new Set(uuids)]],
  );

/** The user found by an e-mail (as stored: trimmed and lowercased), or null. */
export async function uuidByEmail(db: Queryable, email: string): Promise<string | null> {
  const [row] = await db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [email]);
  return row?.uuid ?? null;
}

/** The first user of each account, who holds it. */
export const accountHolders = (db: Queryable, accountIds: readonly number[]) =>
  db.query<{ account_id: string | number; uuid: string }>(
    `SELECT DISTINCT ON (account_id) account_id, uuid FROM users
     WHERE account_id = ANY($1::bigint[]) ORDER BY account_id, created_at`,
    [[...new Set(accountIds)]],
  );

/** Every user of an account. */
export const accountUsers = (db: Queryable, accountId: number) =>
  db.query<{ uuid: string }>('SELECT uuid FROM users WHERE account_id = $1 ORDER BY created_at', [accountId]);

/** An account's name (the business or farm name given at registration), or null. */
export async function accountName(db: Queryable, accountId: number): Promise<string | null> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM accounts WHERE id = $1', [accountId]);
  return row?.name ?? null;
}

/** Locks the account's row until the transaction ends; false when there is no such account. */
export async function lockAccount(tx: Queryable, accountId: number): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  return rows.length > 0;
}

export type SignedInRow = {
  uuid: string;
  account_id: string | number;
  subscription_plan: 'F' | 'B' | 'N';
  plan_expires_at: Date | string | null;
  legal_notice: boolean;
  is_active: boolean;
  session_generation: number;
  is_ag_retailer: boolean;
  is_developer: boolean;
  is_staff: boolean;
};

/**
 * Users as a request's viewer needs them: account, stored plan, roles, whether active. The plan
 * is billing's, read through the view it publishes (`account_plans`), so a request's viewer
 * stays one query.
 */
export const signedInRows = (db: Queryable, uuids: readonly string[]) =>
  db.query<SignedInRow>(
    `SELECT u.uuid, u.account_id, p.plan AS subscription_plan, p.expires_at AS plan_expires_at,
            u.legal_notice, u.is_active, u.session_generation, u.is_ag_retailer, u.is_developer, u.is_staff
     FROM users u JOIN account_plans p ON p.account_id = u.account_id WHERE u.uuid = ANY($1::uuid[])`,
    [[...new Set(uuids)]],
  );
