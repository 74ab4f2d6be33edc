import type { Queryable } from '../../db/db';

// SQL of password recovery; no rules here, only reads and writes.

export async function findRecoverySecrets(db: Queryable, email: string) {
  const [row] = await db.query<{
    uuid: string;
    security_question_id: number;
    security_answer_hash: string;
  }>('SELECT uuid, security_question_id, security_answer_hash FROM users WHERE email = $1', [email]);
  return row ?? null;
}

/**
 * Takes one of the account's answer checks for the window, or null when they are used up.
 * The user's row is locked meanwhile, so simultaneous guesses cannot all see a free slot.
 */
export async function reserveAnswerAttempt(
  tx: Queryable,
  userUuid: string,
  allowed: number,
  windowMinutes: number,
): Promise<number | null> {
  await tx.query('SELECT 1 FROM users WHERE uuid = $1 FOR UPDATE', [userUuid]);
  const [used] = await tx.query<{ count: string | number }>(
    `SELECT count(*) AS count FROM security_answer_attempts
     WHERE user_uuid = $1 AND attempted_at > now() - make_interval(mins => $2)`,
    [userUuid, windowMinutes],
  );
  if (Number(used?.count ?? 0) >= allowed) return null;
  const [attempt] = await tx.query<{ id: string | number }>(
    'INSERT INTO security_answer_attempts (user_uuid) VALUES ($1) RETURNING id',
    [userUuid],
  );
  return Number(attempt?.id);
}

/** A right answer gives its check back: only wrong answers count against the account. */
export async function forgetAnswerAttempt(db: Queryable, id: number) {
  await db.query('DELETE FROM security_answer_attempts WHERE id = $1', [id]);
}

export async function saveResetToken(db: Queryable, jti: string, userUuid: string, expiresAt: Date) {
  await db.query('INSERT INTO password_reset_tokens (jti, user_uuid, expires_at) VALUES ($1, $2, $3)', [
    jti,
    userUuid,
    expiresAt,
  ]);
}

export async function isActive(tx: Queryable, userUuid: string): Promise<boolean | null> {
  const [row] = await tx.query<{ is_active: boolean }>('SELECT is_active FROM users WHERE uuid = $1', [
    userUuid,
  ]);
  return row ? row.is_active : null;
}

/** Marks a live, unused reset token used; true when this call consumed it. */
export async function consumeResetToken(tx: Queryable, jti: string, userUuid: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE password_reset_tokens SET used_at = now()
     WHERE jti = $1 AND user_uuid = $2 AND used_at IS NULL AND expires_at > now() RETURNING jti`,
    [jti, userUuid],
  );
  return rows.length === 1;
}

/**
 * Sets the new password and ends everything the old one opened: refresh tokens are revoked,
 * access tokens of the earlier generation stop naming a viewer, other open resets are spent,
 * and the wrong-answer count starts again.
 */
export async function replacePassword(tx: Queryable, userUuid: string, passwordHash: string) {
  await tx.query(
    `UPDATE users SET password_hash = $2, session_generation = session_generation + 1, updated_at = now()
     WHERE uuid = $1`,
    [userUuid, passwordHash],
  );
  await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_uuid = $1 AND revoked_at IS NULL', [
    userUuid,
  ]);
  await tx.query(
    'UPDATE password_reset_tokens SET used_at = now() WHERE user_uuid = $1 AND used_at IS NULL',
    [userUuid],
  );
  await tx.query('DELETE FROM security_answer_attempts WHERE user_uuid = $1', [userUuid]);
}
