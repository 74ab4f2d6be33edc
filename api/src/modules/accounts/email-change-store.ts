import type { Queryable } from '../../db/db';

// SQL of confirmed e-mail changes: the new address waits here until its mailed link is opened.

export async function savePendingEmail(
  tx: Queryable,
  change: { userUuid: string; newEmail: string; tokenHash: string; expiresAt: Date },
) {
  await tx.query(
    `INSERT INTO email_changes (user_uuid, new_email, token_hash, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_uuid) DO UPDATE SET new_email = EXCLUDED.new_email, token_hash = EXCLUDED.token_hash,
       expires_at = EXCLUDED.expires_at, created_at = now()`,
    [change.userUuid, change.newEmail, change.tokenHash, change.expiresAt],
  );
}

export async function dropPendingEmail(tx: Queryable, userUuid: string) {
  await tx.query('DELETE FROM email_changes WHERE user_uuid = $1', [userUuid]);
}

/** Takes a live change by its link's hash (the row is gone after), with the address it replaces. */
export async function takePendingEmail(tx: Queryable, tokenHash: string) {
  const [row] = await tx.query<{ user_uuid: string; new_email: string; old_email: string }>(
    `DELETE FROM email_changes c USING users u
     WHERE c.token_hash = $1 AND c.expires_at > now() AND u.uuid = c.user_uuid
     RETURNING c.user_uuid, c.new_email, u.email AS old_email`,
    [tokenHash],
  );
  return row ?? null;
}
