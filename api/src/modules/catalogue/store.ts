import type { Queryable } from '../../db/db';

// SQL of the catalogue and of each account's selections from it; no rules here.
export type Crop = { id: number; name: string; logo: string };
export type CropTrait = { id: number; crop: number; crop_name: string; trait_name: string; logo_url: string };
export type ActiveIngredient = {
  id: number;
  name: string;
  herbicide_group: number;
  chemical_family: string;
  products: string[];
};
export type HerbicideGroup = {
  id: number;
  group_label: string;
  group_type: string;
  site_of_action: string;
  logo: string;
  active_ingredients: ActiveIngredient[];
};

const toId = (value: unknown) => Number(value);

export async function allCrops(db: Queryable): Promise<Crop[]> {
  const rows = await db.query<Crop>('SELECT id, name, logo FROM crops ORDER BY id');
  return rows.map((row) => ({ ...row, id: toId(row.id) }));
}

export async function allCropTraits(db: Queryable): Promise<CropTrait[]> {
  const rows = await db.query<CropTrait>(
    `SELECT t.id, t.crop_id AS crop, c.name AS crop_name, t.trait_name, t.logo_url
     FROM crop_traits t JOIN crops c ON c.id = t.crop_id
     ORDER BY c.id, (t.trait_name = 'Conventional') DESC, t.trait_name`,
  );
  return rows.map((row) => ({ ...row, id: toId(row.id), crop: toId(row.crop) }));
}

export async function allHerbicideGroups(db: Queryable): Promise<HerbicideGroup[]> {
  const [groups, actives] = await Promise.all([
    db.query<Omit<HerbicideGroup, 'active_ingredients'>>(
      'SELECT id, group_label, group_type, site_of_action, logo FROM herbicide_groups ORDER BY id',
    ),
    db.query<ActiveIngredient>(
      `SELECT id, name, herbicide_group_id AS herbicide_group, chemical_family, products
       FROM active_ingredients ORDER BY herbicide_group_id, rank, name`,
    ),
  ]);
  return groups.map((group) => ({
    ...group,
    id: toId(group.id),
    active_ingredients: actives
      .filter((active) => toId(active.herbicide_group) === toId(group.id))
      .map((active) => ({ ...active, id: toId(active.id), herbicide_group: toId(group.id) })),
  }));
}

/** The active ingredients each crop tolerates by nature, and each trait gives its crop. */
export async function tolerances(
  db: Queryable,
): Promise<{ byCrop: Map<number, Set<number>>; byTrait: Map<number, Set<number>> }> {
  const [crops, traits] = await Promise.all([
    db.query<{ owner: number; active: number }>(
      'SELECT crop_id AS owner, active_ingredient_id AS active FROM crop_tolerances',
    ),
    db.query<{ owner: number; active: number }>(
      'SELECT crop_trait_id AS owner, active_ingredient_id AS active FROM trait_tolerances',
    ),
  ]);
  const group = (rows: { owner: number; active: number }[]) => {
    const map = new Map<number, Set<number>>();
    for (const row of rows) {
      const set = map.get(toId(row.owner)) ?? new Set<number>();
      set.add(toId(row.active));
      map.set(toId(row.owner), set);
    }
    return map;
  };
  return { byCrop: group(crops), byTrait: group(traits) };
}

/** A product that injures this crop with this trait through this active, and who says so. */
export type ProductException = {
  product: string;
  crop: number;
  trait: number;
  active: number;
  source: string;
};

export async function productExceptions(db: Queryable): Promise<ProductException[]> {
  const rows = await db.query<ProductException>(
    `SELECT product, crop_id AS crop, crop_trait_id AS trait, active_ingredient_id AS active, source
     FROM product_exceptions ORDER BY product, crop_trait_id, active_ingredient_id`,
  );
  return rows.map((row) => ({
    ...row,
    crop: toId(row.crop),
    trait: toId(row.trait),
    active: toId(row.active),
  }));
}

// An account's selections: one table per list, replaced whole on each save.
export type SelectionList =
  | 'account_crops'
  | 'account_neighboring_crops'
  | 'account_crop_traits'
  | 'account_herbicide_groups';
const itemColumn: Record<SelectionList, string> = {
  account_crops: 'crop_id',
  account_neighboring_crops: 'crop_id',
  account_crop_traits: 'crop_trait_id',
  account_herbicide_groups: 'herbicide_group_id',
};

export async function selection(db: Queryable, list: SelectionList, accountId: number): Promise<number[]> {
  const column = itemColumn[list];
  const rows = await db.query<{ item: number }>(
    `SELECT ${column} AS item FROM ${list} WHERE account_id = $1 ORDER BY ${column}`,
    [accountId],
  );
  return rows.map((row) => toId(row.item));
}

export async function replaceSelection(
  db: Queryable,
  list: SelectionList,
  accountId: number,
  ids: readonly number[],
): Promise<void> {
  const column = itemColumn[list];
  await db.query(`DELETE FROM ${list} WHERE account_id = $1 AND NOT (${column} = ANY($2::int[]))`, [
    accountId,
    ids,
  ]);
  await db.query(
    `INSERT INTO ${list} (account_id, ${column}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [accountId, ids],
  );
}
