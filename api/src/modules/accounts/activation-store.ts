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

/** Activates the user; answers their account's id (billing starts its free trial). */
export async function activateUser(tx: Queryable, userUuid: string): Promise<number> {
  const [row] = await tx.query<{ account_id: string | number }>(
    'UPDATE users SET is_active = true, updated_at = now() WHERE uuid = $1 RETURNING account_id',
    [userUuid],
  );
  return Number(row?.account_id);
}

/**
 * Counts one request for a new activation mail to an address (its hash): allowed when the last
 * was at least `gapSeconds` ago and fewer than `perHour` were allowed in the hour's window.
 * Returns 0 when allowed (and counted), else the seconds to wait. One statement, so requests
 * sent all at once are counted one by one.
 */
export async function spendActivationResend(
  db: Queryable,
  emailHash: string,
  gapSeconds: number,
  perHour: number,
): Promise<number> {
  const allowed = await db.query(
    `INSERT INTO activation_resends AS r (email_hash, window_started_at, sends, last_sent_at)
     VALUES ($1, now(), 1, now())
     ON CONFLICT (email_hash) DO UPDATE SET
       window_started_at = CASE WHEN r.window_started_at <= now() - interval '1 hour'
                                THEN now() ELSE r.window_started_at END,
       sends = CASE WHEN r.window_started_at <= now() - interval '1 hour' THEN 1 ELSE r.sends + 1 END,
       last_sent_at = now()
     WHERE r.last_sent_at <= now() - make_interval(secs => $2::double precision)
       AND (r.window_started_at <= now() - interval '1 hour' OR r.sends < $3::integer)
     RETURNING 1`,
    [emailHash, gapSeconds, perHour],
  );
  if (allowed.length === 1) return 0;
  const [row] = await db.query<{ wait: string | number }>(
    `SELECT ceil(greatest(
       extract(epoch FROM r.last_sent_at + make_interval(secs => $2::double precision) - now()),
       CASE WHEN r.sends >= $3::integer
            THEN extract(epoch FROM r.window_started_at + interval '1 hour' - now()) ELSE 0 END,
       1)) AS wait
     FROM activation_resends r WHERE r.email_hash = $1`,
    [emailHash, gapSeconds, perHour],
  );
  return Number(row?.wait ?? 1);
}

/** Whether the user has yet to activate (null: no such user). */
export async function awaitingActivation(db: Queryable, email: string) {
  const [row] = await db.query<{ uuid: string; full_name: string; is_active: boolean }>(
    'SELECT uuid, full_name, is_active FROM users WHERE email = $1',
    [email],
  );
  return row && !row.is_active ? { uuid: row.uuid, fullName: row.full_name } : null;
}
