import type { Queryable } from '../../db/db';
import { PAGE_SIZE, pageOffset } from '../../pagination';

// SQL of ag retailer relations and their invitations; no rules here, only reads and writes.

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function relationExists(db: Queryable, growerUuid: string, retailerUuid: string) {
  const rows = await db.query(
    'SELECT 1 FROM ag_retailer_relations WHERE grower_uuid = $1 AND retailer_uuid = $2',
    [growerUuid, retailerUuid],
  );
  return rows.length > 0;
}

/** Forgets the pair's open invitations (a new one replaces them, so only the newest link works). */
export async function dropOpenInvites(tx: Queryable, growerUuid: string, retailerUuid: string) {
  await tx.query(
    `DELETE FROM ag_retailer_invites
     WHERE grower_uuid = $1 AND retailer_uuid = $2 AND used_at IS NULL AND cancelled_at IS NULL`,
    [growerUuid, retailerUuid],
  );
}

export async function insertInvite(
  tx: Queryable,
  invite: { tokenHash: string; growerUuid: string; retailerUuid: string; invitedBy: string; expiresAt: Date },
) {
  await tx.query(
    `INSERT INTO ag_retailer_invites (token_hash, grower_uuid, retailer_uuid, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [invite.tokenHash, invite.growerUuid, invite.retailerUuid, invite.invitedBy, invite.expiresAt],
  );
}

type InviteRow = {
  id: string | number;
  grower_uuid: string;
  retailer_uuid: string;
  invited_by: string;
  expires_at: Date | string;
};

/** A live (unused, unexpired) invitation by its hash (the service names its parties). */
export async function openInvite(db: Queryable, tokenHash: string, lock = false) {
  const [row] = await db.query<InviteRow>(
    `SELECT id, grower_uuid, retailer_uuid, invited_by, expires_at
     FROM ag_retailer_invites
     WHERE token_hash = $1 AND used_at IS NULL AND cancelled_at IS NULL AND expires_at > now()
     ${lock ? 'FOR UPDATE' : ''}`,
    [tokenHash],
  );
  return row ? { ...row, id: Number(row.id), expires_at: iso(row.expires_at) as string } : null;
}

export async function markInviteUsed(tx: Queryable, id: number) {
  await tx.query('UPDATE ag_retailer_invites SET used_at = now() WHERE id = $1', [id]);
}

export async function insertRelation(tx: Queryable, growerUuid: string, retailerUuid: string) {
  await tx.query(
    `INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2)
     ON CONFLICT (grower_uuid, retailer_uuid) DO NOTHING`,
    [growerUuid, retailerUuid],
  );
}

/** Ends a relation the user is a party of; true when there was one. */
export async function deleteRelation(db: Queryable, id: number, partyUuid: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM ag_retailer_relations WHERE id = $1 AND (grower_uuid = $2 OR retailer_uuid = $2) RETURNING id`,
    [id, partyUuid],
  );
  return rows.length === 1;
}

/** Notes a god-mode entry on the relation; false when there is no relation (access removed). */
export async function noteEntry(tx: Queryable, growerUuid: string, retailerUuid: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE ag_retailer_relations SET last_entered_at = now()
     WHERE grower_uuid = $1 AND retailer_uuid = $2 RETURNING id`,
    [growerUuid, retailerUuid],
  );
  return rows.length === 1;
}

/** Whether the grower has let the retailer in (and not removed them since). */
export async function linked(db: Queryable, growerUuid: string, retailerUuid: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM ag_retailer_relations WHERE grower_uuid = $1 AND retailer_uuid = $2',
    [growerUuid, retailerUuid],
  );
  return rows.length > 0;
}

type PartyRow = {
  id: string | number;
  uuid: string;
  granted_at: Date | string;
  last_entered_at: Date | string | null;
  total: string | number;
};

/**
 * One page of the other parties of `uuid`'s relations (their uuids; the service names them),
 * oldest relation first (so pages stay stable as relations are added). `side` is the column
 * `uuid` is found in.
 */
export async function relationsPage(db: Queryable, side: 'grower' | 'retailer', uuid: string, page: number) {
  const other = side === 'grower' ? 'retailer_uuid' : 'grower_uuid';
  const rows = await db.query<PartyRow>(
    `SELECT id, ${other} AS uuid, granted_at, last_entered_at, count(*) OVER () AS total
     FROM ag_retailer_relations
     WHERE ${side}_uuid = $1
     ORDER BY id LIMIT $2 OFFSET $3`,
    [uuid, PAGE_SIZE, pageOffset(page)],
  );
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await db.query<{ total: string }>(
            `SELECT count(*) AS total FROM ag_retailer_relations WHERE ${side}_uuid = $1`,
            [uuid],
          )
        )[0]?.total ?? 0,
      );
  return {
    total,
    rows: rows.map((row) => ({
      id: Number(row.id),
      uuid: row.uuid,
      granted_at: iso(row.granted_at) as string,
      last_entered_at: iso(row.last_entered_at),
    })),
  };
}

/** Every grower who let the retailer in (their uuids), for the retailer's territory on the map. */
export async function growersOf(db: Queryable, retailerUuid: string): Promise<string[]> {
  const rows = await db.query<{ grower_uuid: string }>(
    'SELECT grower_uuid FROM ag_retailer_relations WHERE retailer_uuid = $1 ORDER BY id',
    [retailerUuid],
  );
  return rows.map((row) => row.grower_uuid);
}
