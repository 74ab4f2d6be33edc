import type { Queryable } from '../../db/db';

// SQL of farms: an account's farms, their names, field counts and acres. No rules here, only
// reads and writes; a farm's fields are in fields-store.ts, claims in claims-store.ts.

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

export type Farm = { id: number; name: string; field_count: number; acres: number };

/** The account's farms, each with how many fields it holds and their acres. */
export async function farmsOf(db: Queryable, accountId: number): Promise<Farm[]> {
  const rows = await db.query<{
    id: string | number;
    name: string;
    field_count: string | number;
    acres: string | number;
  }>(
    `SELECT m.id, m.name, count(f.uuid) AS field_count, coalesce(sum(f.acres), 0) AS acres
     FROM farms m LEFT JOIN fields f ON f.farm_id = m.id
     WHERE m.account_id = $1
     GROUP BY m.id ORDER BY m.id`,
    [accountId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    field_count: Number(row.field_count),
    acres: Number(row.acres),
  }));
}

export async function countFarms(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM farms WHERE account_id = $1',
    [accountId],
  );
  return Number(row?.count ?? 0);
}

export async function farmNameTaken(
  db: Queryable,
  accountId: number,
  name: string,
  except?: number,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM farms WHERE account_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3',
    [accountId, name, except ?? null],
  );
  return rows.length > 0;
}

export async function insertFarm(db: Queryable, accountId: number, name: string): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    'INSERT INTO farms (account_id, name) VALUES ($1, $2) RETURNING id',
    [accountId, name],
  );
  return Number(row?.id);
}

/** Renames an account's own farm; false when it has no such farm. */
export async function renameFarm(
  db: Queryable,
  accountId: number,
  id: number,
  name: string,
): Promise<boolean> {
  const rows = await db.query('UPDATE farms SET name = $3 WHERE id = $1 AND account_id = $2 RETURNING id', [
    id,
    accountId,
    name,
  ]);
  return rows.length > 0;
}

/** Deletes an account's own farm and, with it, its fields; false when it has no such farm. */
export async function deleteFarm(db: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM farms WHERE id = $1 AND account_id = $2 RETURNING id', [
    id,
    accountId,
  ]);
  return rows.length > 0;
}

/** Holds the farm's row for the transaction, so two changes of one farm run one after the other. */
export async function lockFarmRow(db: Queryable, farmId: number): Promise<void> {
  await db.query('SELECT id FROM farms WHERE id = $1 FOR UPDATE', [farmId]);
}
