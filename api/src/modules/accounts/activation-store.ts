import type { Queryable } from '../../db/db';

export async function saveActivation(tx: Queryable, userUuid: string, tokenHash: string, expiresAt: Date) {
  await tx.query(
    `INSERT INTO activation_tokens (user_uuid, token_hash, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_uuid) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at, used_at = NULL`,
    [userUuid, tokenHash, expiresAt],
  );
}

/** Marks a live, unused activation token used; true when this call consumed it. */
export async function consumeActivation(
  tx: Queryable,
  userUuid: string,
  tokenHash: string,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE activation_tokens SET used_at = now()
     WHERE user_uuid = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_uuid`,
    [userUuid, tokenHash],
  );
  return rows.length === 1;
}

/** Activates the user and starts the free trial when the account has no plan yet. */
export async function activateUser(tx: Queryable, userUuid: string) {
  await tx.query('UPDATE users SET is_active = true, updated_at = now() WHERE uuid = $1', [userUuid]);
  await tx.query(
    `UPDATE accounts SET subscription_plan = 'F'
     WHERE subscription_plan = 'N' AND id = (SELECT account_id FROM users WHERE uuid = $1)`,
    [userUuid],
  );
}
