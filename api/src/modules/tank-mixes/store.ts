import type { Queryable } from '../../db/db';

// SQL of a grower's saved tank mixes; no rules here.
export type TankMix = {
  id: number;
  name: string;
  herbicide_groups: number[];
  /** The actives named within its groups; a group with none named stands for all of its. */
  active_ingredients: number[];
  /** The brands it names (Provisia), alphabetically; none named means judged by actives alone. */
  products: string[];
  owner: number;
  created_at: string;
};

const toId = (value: unknown) => Number(value);

export async function tankMixesOf(db: Queryable, accountId: number): Promise<TankMix[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    owner: number;
    created_at: Date;
    groups: number[] | null;
    actives: number[] | null;
    products: string[] | null;
  }>(
    `SELECT m.id, m.name, m.account_id AS owner, m.created_at,
            (SELECT array_agg(herbicide_group_id ORDER BY herbicide_group_id)
             FROM tank_mix_groups WHERE tank_mix_id = m.id) AS groups,
            (SELECT array_agg(active_ingredient_id ORDER BY active_ingredient_id)
             FROM tank_mix_actives WHERE tank_mix_id = m.id) AS actives,
            (SELECT array_agg(product ORDER BY lower(product), product)
             FROM tank_mix_products WHERE tank_mix_id = m.id) AS products
     FROM tank_mixes m
     WHERE m.account_id = $1
     ORDER BY lower(m.name), m.id`,
    [accountId],
  );
  return rows.map((row) => ({
    id: toId(row.id),
    name: row.name,
    owner: toId(row.owner),
    created_at: new Date(row.created_at).toISOString(),
    herbicide_groups: (row.groups ?? []).map(toId),
    active_ingredients: (row.actives ?? []).map(toId),
    products: row.products ?? [],
  }));
}

export async function tankMixNameTaken(db: Queryable, accountId: number, name: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM tank_mixes WHERE account_id = $1 AND lower(name) = lower($2)', [
    accountId,
    name,
  ]);
  return rows.length > 0;
}

export async function insertTankMix(
  db: Queryable,
  mix: {
    accountId: number;
    name: string;
    createdBy: string;
    groups: readonly number[];
    actives: readonly number[];
    products: readonly string[];
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO tank_mixes (account_id, name, created_by) VALUES ($1, $2, $3) RETURNING id',
    [mix.accountId, mix.name, mix.createdBy],
  );
  const id = toId(row?.id);
  await db.query(
    'INSERT INTO tank_mix_groups (tank_mix_id, herbicide_group_id) SELECT $1, unnest($2::int[])',
    [id, mix.groups],
  );
  await db.query(
    'INSERT INTO tank_mix_actives (tank_mix_id, active_ingredient_id) SELECT $1, unnest($2::int[])',
    [id, mix.actives],
  );
  await db.query('INSERT INTO tank_mix_products (tank_mix_id, product) SELECT $1, unnest($2::text[])', [
    id,
    mix.products,
  ]);
  return id;
}

/** Deletes an account's own mix; false when it has no such mix. */
export async function deleteTankMix(db: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM tank_mixes WHERE id = $1 AND account_id = $2 RETURNING id', [
    id,
    accountId,
  ]);
  return rows.length > 0;
}
