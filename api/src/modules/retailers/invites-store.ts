import type { Queryable } from '../../db/db';
import { PAGE_SIZE, pageOffset } from '../../pagination';

// SQL of the invitations still waiting for an answer (pending), and of what became of one;
// no rules here, only reads and writes.

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type PendingRow = {
  id: string | number;
  grower_uuid: string;
  retailer_uuid: string;
  invited_by: string;
  created_at: Date | string;
  sent_at: Date | string;
  expires_at: Date | string;
  expired: boolean;
  total: string | number;
};

const pendingOf = (row: Omit<PendingRow, 'total'>) => ({
  id: Number(row.id),
  grower_uuid: row.grower_uuid,
  retailer_uuid: row.retailer_uuid,
  invited_by: row.invited_by,
  created_at: iso(row.created_at) as string,
  sent_at: iso(row.sent_at) as string,
  expires_at: iso(row.expires_at) as string,
  expired: row.expired,
});
export type PendingInvite = ReturnType<typeof pendingOf>;

const pendingColumns = `id, grower_uuid, retailer_uuid, invited_by, created_at, sent_at, expires_at,
  expires_at <= now() AS expired`;

/**
 * One page of the invitations `uuid` is a party of (sent or received) that were neither accepted
 * nor cancelled, newest first; expired ones stay until cancelled, so the sender sees them and
 * can send them again.
 */
export async function pendingPage(db: Queryable, uuid: string, page: number) {
  const where = `(grower_uuid = $1 OR retailer_uuid = $1) AND used_at IS NULL AND cancelled_at IS NULL`;
  const rows = await db.query<PendingRow>(
    `SELECT ${pendingColumns}, count(*) OVER () AS total FROM ag_retailer_invites
     WHERE ${where} ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [uuid, PAGE_SIZE, pageOffset(page)],
  );
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await db.query<{ total: string }>(
            `SELECT count(*) AS total FROM ag_retailer_invites WHERE ${where}`,
            [uuid],
          )
        )[0]?.total ?? 0,
      );
  return { total, rows: rows.map(pendingOf) };
}

/** A pending invitation `uuid` is a party of, by id (locked until the transaction ends), or null. */
export async function pendingInvite(tx: Queryable, id: number, uuid: string) {
  const [row] = await tx.query<PendingRow & { since_sent: string | number }>(
    `SELECT ${pendingColumns}, extract(epoch FROM now() - sent_at) AS since_sent FROM ag_retailer_invites
     WHERE id = $1 AND (grower_uuid = $2 OR retailer_uuid = $2) AND used_at IS NULL AND cancelled_at IS NULL
     FOR UPDATE`,
    [id, uuid],
  );
  return row ? { ...pendingOf(row), secondsSinceSent: Number(row.since_sent) } : null;
}

/** A new link for the invitation (the old one stops working), valid until `expiresAt`, mailed now. */
export async function renewInvite(tx: Queryable, id: number, tokenHash: string, expiresAt: Date) {
  await tx.query(
    'UPDATE ag_retailer_invites SET token_hash = $2, expires_at = $3, sent_at = now() WHERE id = $1',
    [id, tokenHash, expiresAt],
  );
}

export async function cancelInvite(tx: Queryable, id: number, byUuid: string) {
  await tx.query('UPDATE ag_retailer_invites SET cancelled_at = now(), cancelled_by = $2 WHERE id = $1', [
    id,
    byUuid,
  ]);
}

/** Who cancelled the invitation a link belongs to, when it was cancelled (else null). */
export async function cancelledInvite(db: Queryable, tokenHash: string) {
  const [row] = await db.query<{ cancelled_by: string | null }>(
    'SELECT cancelled_by FROM ag_retailer_invites WHERE token_hash = $1 AND cancelled_at IS NOT NULL',
    [tokenHash],
  );
  return row ? { cancelledBy: row.cancelled_by } : null;
}
