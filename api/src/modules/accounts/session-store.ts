import type { Queryable } from '../../db/db';

export async function saveRefreshToken(db: Queryable, jti: string, userUuid: string, expiresAt: Date) {
  await db.query('INSERT INTO refresh_tokens (jti, user_uuid, expires_at) VALUES ($1, $2, $3)', [
    jti,
    userUuid,
    expiresAt,
  ]);
}

/** Revokes a live refresh token; true when this call revoked it (so it can be used once). */
export async function revokeRefreshToken(db: Queryable, jti: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE jti = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING jti`,
    [jti],
  );
  return rows.length === 1;
}

/** The user's session generation: tokens carry it, and a password reset moves it on. */
export async function sessionGeneration(db: Queryable, userUuid: string): Promise<number> {
  const [row] = await db.query<{ session_generation: number }>(
    'SELECT session_generation FROM users WHERE uuid = $1',
    [userUuid],
  );
  return row?.session_generation ?? 0;
}
