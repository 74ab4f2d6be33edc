import type { Queryable } from '../../db/db';

// SQL of claiming a CLU: whether it is free, the account's field count, and the field made
// from it. No rules here; the farms service decides.

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

/**
 * Whether a CLU (its uuid and boundary as hex EWKB) is claimed already: a field made from it, or
 * a farm field covering most of it.
 */
export async function cluClaimed(db: Queryable, clu: { uuid: string; geom: string }): Promise<boolean> {
  const [row] = await db.query<{ claimed: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM fields f WHERE f.clu_uuid = c.uuid
       OR (${cluCoveredBy('f', 'c')})
     ) AS claimed
     FROM (SELECT $1::uuid AS uuid, $2::geometry AS geom) AS c`,
    [clu.uuid, clu.geom],
  );
  return row?.claimed === true;
}

/**
 * SQL: a farm field (alias `field`) covers most of a CLU (alias `clu`), so the CLU shows as
 * claimed even when the field was drawn, or merged from it, rather than claimed from it.
 */
export const cluCoveredBy = (field: string, clu: string) =>
  `${field}.farm_id IS NOT NULL AND ${field}.geom && ${clu}.geom AND ST_Intersects(${field}.geom, ${clu}.geom)
   AND ST_Area(ST_Intersection(${field}.geom, ${clu}.geom)) > 0.5 * ST_Area(${clu}.geom)`;

/**
 * Claims a CLU into a farm as a new field with its own uuid and a copy of the CLU's boundary;
 * null when someone claimed it first (the unique clu_uuid).
 */
export async function insertClaim(
  db: Queryable,
  claim: {
    clu: { uuid: string; geom: string; acres: string };
    farmId: number;
    ownerUuid: string;
    name: string;
  },
): Promise<string | null> {
  const [inserted] = await db.query<{ uuid: string }>(
    `INSERT INTO fields (uuid, farm_id, account_id, owner_uuid, name, clu_uuid, geom, acres)
     SELECT gen_random_uuid(), $2, (SELECT account_id FROM farms WHERE id = $2), $3, $4, $1, $5::geometry, $6::numeric
     ON CONFLICT DO NOTHING RETURNING uuid`,
    [claim.clu.uuid, claim.farmId, claim.ownerUuid, claim.name, claim.clu.geom, claim.clu.acres],
  );
  return inserted?.uuid ?? null;
}
