import type { Queryable } from '../../db/db';

// SQL of farms and claimed fields; no rules here, only reads and writes.
export type ClaimedField = {
  uuid: string;
  name: string;
  area: number;
  farm: number;
  owner: { full_name: string; email: string };
};

export async function firstFarmOf(db: Queryable, accountId: number): Promise<number | null> {
  const [row] = await db.query<{ id: string | number }>(
    'SELECT id FROM farms WHERE account_id = $1 ORDER BY id LIMIT 1',
    [accountId],
  );
  return row ? Number(row.id) : null;
}

export async function farmOwnedBy(db: Queryable, farmId: number, accountId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM farms WHERE id = $1 AND account_id = $2', [farmId, accountId]);
  return rows.length > 0;
}

/** The account's first farm, named as at registration (accounts.name). */
export async function createFirstFarm(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    'INSERT INTO farms (account_id, name) SELECT id, name FROM accounts WHERE id = $1 RETURNING id',
    [accountId],
  );
  return Number(row?.id);
}

export async function countAccountFields(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM fields f JOIN farms m ON m.id = f.farm_id WHERE m.account_id = $1',
    [accountId],
  );
  return Number(row?.count ?? 0);
}

export async function nameTakenInFarm(db: Queryable, farmId: number, name: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM fields WHERE farm_id = $1 AND lower(name) = lower($2)', [
    farmId,
    name,
  ]);
  return rows.length > 0;
}

/** 'missing' when no such CLU, 'taken' when it is claimed already. */
export async function cluClaimState(db: Queryable, cluUuid: string): Promise<'free' | 'taken' | 'missing'> {
  const [row] = await db.query<{ claimed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM fields f WHERE f.clu_uuid = c.uuid) AS claimed
     FROM clu_fields c WHERE c.uuid = $1`,
    [cluUuid],
  );
  if (!row) return 'missing';
  return row.claimed ? 'taken' : 'free';
}

/** Claims a CLU into a farm; null when someone claimed it first (the unique clu_uuid). */
export async function insertClaim(
  db: Queryable,
  claim: { cluUuid: string; farmId: number; ownerUuid: string; name: string },
): Promise<ClaimedField | null> {
  const [row] = await db.query<{
    uuid: string;
    name: string;
    acres: string | number;
    farm_id: string | number;
    full_name: string;
    email: string;
  }>(
    `WITH claimed AS (
       INSERT INTO fields (uuid, farm_id, owner_uuid, name, clu_uuid)
       VALUES ($1, $2, $3, $4, $1)
       ON CONFLICT DO NOTHING
       RETURNING uuid, farm_id, owner_uuid, name
     )
     SELECT claimed.uuid, claimed.name, claimed.farm_id, c.acres, u.full_name, u.email
     FROM claimed
     JOIN clu_fields c ON c.uuid = claimed.uuid
     JOIN users u ON u.uuid = claimed.owner_uuid`,
    [claim.cluUuid, claim.farmId, claim.ownerUuid, claim.name],
  );
  if (!row) return null;
  return {
    uuid: row.uuid,
    name: row.name,
    area: Number(row.acres),
    farm: Number(row.farm_id),
    owner: { full_name: row.full_name, email: row.email },
  };
}
