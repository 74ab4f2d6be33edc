import type { Queryable } from '../../db/db';
import { type DisputeField, disputeFields, disputesSql } from './disputes';

// SQL of the disputes growers have been told of (dispute_notices): which pairs of fields stand in
// dispute now, which of them are new, and who owns each side. No rules here; dispute-notices.ts
// decides what is told.

/** Each of these fields' disputes as they stand: the other field and the overlaps' acres. */
export async function standingDisputes(
  db: Queryable,
  uuids: readonly string[],
): Promise<{ field: string; disputes: DisputeField[] }[]> {
  const rows = await db.query<{ uuid: string; disputes: Parameters<typeof disputeFields>[0] }>(
    `SELECT f.uuid, d.disputes FROM fields f CROSS JOIN LATERAL (${disputesSql('f')}) AS d
     WHERE f.uuid = ANY($1::uuid[])`,
    [uuids],
  );
  return rows.map((row) => ({ field: row.uuid, disputes: disputeFields(row.disputes) }));
}

/** Two fields in dispute, in either order (the table keeps each pair once, smaller uuid first). */
export type FieldPair = { a: string; b: string };

/**
 * Forgets the told disputes of these fields that no longer stand (`standing`: the pairs that
 * do), so that one arising again is told again.
 */
export async function forgetEndedDisputes(
  db: Queryable,
  uuids: readonly string[],
  standing: readonly FieldPair[],
): Promise<void> {
  await db.query(
    `DELETE FROM dispute_notices n
     WHERE (n.field_a = ANY($1::uuid[]) OR n.field_b = ANY($1::uuid[]))
       AND NOT EXISTS (
         SELECT 1 FROM unnest($2::uuid[], $3::uuid[]) AS s(a, b)
         WHERE least(s.a, s.b) = n.field_a AND greatest(s.a, s.b) = n.field_b
       )`,
    [uuids, standing.map((pair) => pair.a), standing.map((pair) => pair.b)],
  );
}

/**
 * Notes the pairs as told; answers those not noted before, the new disputes. Two changes raising
 * the same dispute at once note it once: the second waits on the first's row and finds it there.
 */
export async function noteDisputes(db: Queryable, pairs: readonly FieldPair[]): Promise<FieldPair[]> {
  if (pairs.length === 0) return [];
  const rows = await db.query<{ field_a: string; field_b: string }>(
    `INSERT INTO dispute_notices (field_a, field_b)
     SELECT DISTINCT least(a, b), greatest(a, b) FROM unnest($1::uuid[], $2::uuid[]) AS s(a, b)
     ON CONFLICT DO NOTHING
     RETURNING field_a, field_b`,
    [pairs.map((pair) => pair.a), pairs.map((pair) => pair.b)],
  );
  return rows.map((row) => ({ a: row.field_a, b: row.field_b }));
}

/**
 * The told disputes of `from` also count as told for `to`: the pieces of a split field, or the
 * field a merge keeps, carry on the disputes their land was already in.
 */
export async function carryDisputeNotices(
  db: Queryable,
  from: readonly string[],
  to: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO dispute_notices (field_a, field_b, told_at)
     SELECT least(t.uuid, o.other), greatest(t.uuid, o.other), o.told_at
     FROM (
       SELECT CASE WHEN n.field_a = ANY($1::uuid[]) THEN n.field_b ELSE n.field_a END AS other, n.told_at
       FROM dispute_notices n WHERE n.field_a = ANY($1::uuid[]) OR n.field_b = ANY($1::uuid[])
     ) AS o
     CROSS JOIN unnest($2::uuid[]) AS t(uuid)
     WHERE o.other <> t.uuid
     ON CONFLICT DO NOTHING`,
    [from, to],
  );
}

/** A side of a dispute as its mail names it: the field, its farm and its owner. */
export type DisputeSide = { uuid: string; name: string; farm: string; owner_uuid: string };

export async function disputeSides(
  db: Queryable,
  uuids: readonly string[],
): Promise<Map<string, DisputeSide>> {
  const rows = await db.query<DisputeSide>(
    `SELECT f.uuid, f.name, fa.name AS farm, f.owner_uuid
     FROM fields f JOIN farms fa ON fa.id = f.farm_id WHERE f.uuid = ANY($1::uuid[])`,
    [uuids],
  );
  return new Map(rows.map((row) => [row.uuid, row]));
}
