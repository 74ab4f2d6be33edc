import type { Queryable } from '../../db/db';
import type { User } from './schemas';

// SQL of the account domain; no rules here, only reads and writes.
type UserRow = {
  uuid: string;
  full_name: string;
  email: string;
  farm_name: string;
  is_active: boolean;
  is_ag_retailer: boolean;
  is_developer: boolean;
  is_staff: boolean;
  legal_notice: boolean;
  subscription_plan: 'F' | 'B' | 'N';
  plan_expires_at: Date | string | null;
  account: string | number;
  pending_email: string | null;
};

const userSelect = `
  SELECT u.uuid, u.full_name, u.email, a.name AS farm_name, u.is_active, u.is_ag_retailer,
         u.is_developer, u.is_staff, u.legal_notice, p.plan AS subscription_plan,
         p.expires_at AS plan_expires_at, a.id AS account,
         ec.new_email AS pending_email
  FROM users u
  JOIN accounts a ON a.id = u.account_id
  -- The plan is billing's, read through the view it publishes.
  JOIN account_plans p ON p.account_id = a.id
  LEFT JOIN email_changes ec ON ec.user_uuid = u.uuid AND ec.expires_at > now()`;

/** A user as stored, with when the account's stored plan ends (the service says the plan in force). */
export type StoredUser = Omit<User, 'tutorial'> & { planExpiresAt: Date | null };

const toUser = (row: UserRow): StoredUser => ({
  uuid: row.uuid,
  full_name: row.full_name,
  email: row.email,
  farm_name: row.farm_name,
  is_active: row.is_active,
  is_ag_retailer: row.is_ag_retailer,
  is_developer: row.is_developer,
  is_staff: row.is_staff,
  legal_notice: row.legal_notice,
  subscription_plan: row.subscription_plan,
  account: Number(row.account),
  pending_email: row.pending_email,
  planExpiresAt: row.plan_expires_at === null ? null : new Date(row.plan_expires_at),
});

export async function findUser(db: Queryable, uuid: string): Promise<StoredUser | null> {
  const [row] = await db.query<UserRow>(`${userSelect} WHERE u.uuid = $1`, [uuid]);
  return row ? toUser(row) : null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<StoredUser | null> {
  const [row] = await db.query<UserRow>(`${userSelect} WHERE u.email = $1`, [email]);
  return row ? toUser(row) : null;
}

export async function findSecrets(db: Queryable, email: string) {
  const [row] = await db.query<{ uuid: string; password_hash: string; is_active: boolean }>(
    'SELECT uuid, password_hash, is_active FROM users WHERE email = $1',
    [email],
  );
  return row ?? null;
}

export type NewUser = {
  uuid: string;
  email: string;
  fullName: string;
  farmName: string;
  passwordHash: string;
  securityQuestionId: number;
  securityAnswerHash: string;
  active?: boolean;
  roles?: { agRetailer?: boolean; developer?: boolean; staff?: boolean };
};

/**
 * Writes a new user with an account of their own; answers the account's id. The account's plan
 * is billing's to open, in the same transaction (billing's `openPlan`).
 */
export async function insertUser(tx: Queryable, user: NewUser): Promise<number> {
  const [account] = await tx.query<{ id: string }>('INSERT INTO accounts (name) VALUES ($1) RETURNING id', [
    user.farmName,
  ]);
  await tx.query(
    `INSERT INTO users (uuid, email, full_name, password_hash, security_question_id, security_answer_hash,
                        account_id, is_active, is_ag_retailer, is_developer, is_staff)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      user.uuid,
      user.email,
      user.fullName,
      user.passwordHash,
      user.securityQuestionId,
      user.securityAnswerHash,
      account?.id,
      user.active ?? false,
      user.roles?.agRetailer ?? false,
      user.roles?.developer ?? false,
      user.roles?.staff ?? false,
    ],
  );
  return Number(account?.id);
}

export async function emailTaken(db: Queryable, email: string, exceptUuid?: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE email = $1 AND uuid IS DISTINCT FROM $2', [
    email,
    exceptUuid ?? null,
  ]);
  return rows.length > 0;
}

export async function updateUser(
  db: Queryable,
  uuid: string,
  change: { full_name?: string; email?: string; legal_notice?: boolean },
): Promise<void> {
  await db.query(
    `UPDATE users SET full_name = COALESCE($2, full_name), email = COALESCE($3, email),
            legal_notice = COALESCE($4, legal_notice), updated_at = now()
     WHERE uuid = $1`,
    [uuid, change.full_name ?? null, change.email ?? null, change.legal_notice ?? null],
  );
}

export const securityQuestions = (db: Queryable) =>
  db.query<{ id: number; question: string }>('SELECT id, question FROM security_questions ORDER BY id');

export async function securityQuestionOf(db: Queryable, email: string) {
  const [row] = await db.query<{ id: number; question: string; is_active: boolean }>(
    `SELECT q.id, q.question, u.is_active FROM users u JOIN security_questions q ON q.id = u.security_question_id
     WHERE u.email = $1`,
    [email],
  );
  return row ?? null;
}

export async function passwordHashOf(db: Queryable, uuid: string): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE uuid = $1', [
    uuid,
  ]);
  return row?.password_hash ?? null;
}

/** Locks the user's row for the transaction: whether they are a developer now, or null for no such user. */
export async function lockDeveloperFlag(tx: Queryable, uuid: string): Promise<boolean | null> {
  const [row] = await tx.query<{ is_developer: boolean }>(
    'SELECT is_developer FROM users WHERE uuid = $1 FOR UPDATE',
    [uuid],
  );
  return row ? row.is_developer : null;
}

export async function setDeveloperFlag(tx: Queryable, uuid: string, on: boolean) {
  await tx.query('UPDATE users SET is_developer = $2, updated_at = now() WHERE uuid = $1', [uuid, on]);
}

export async function setPasswordHash(tx: Queryable, uuid: string, passwordHash: string) {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE uuid = $1', [
    uuid,
    passwordHash,
  ]);
}

export async function setSecurityAnswer(tx: Queryable, uuid: string, questionId: number, answerHash: string) {
  await tx.query(
    `UPDATE users SET security_question_id = $2, security_answer_hash = $3, updated_at = now() WHERE uuid = $1`,
    [uuid, questionId, answerHash],
  );
}
