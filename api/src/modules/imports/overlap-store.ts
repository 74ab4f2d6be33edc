import type { measureBoundary } from '../boundaries/rules';
import { DISPUTE_TOLERANCE_ACRES, overlapsOf } from '../farms/disputes';

// Another grower's field is told by its acres only, never its name: others' names are not the
// importer's to read (view-store.ts, the dispute mail), and a dry run tells no one.
export type OtherOverlap = { acres: number };

/**
 * Per feature (by number), the fields of other accounts its boundary overlaps past the dispute
 * tolerance (each separate overlap held to it, as disputes are), with the acres overlapped, most first.
 */
export async function otherGrowersOverlaps(
  tx: Parameters<typeof measureBoundary>[0],
  accountId: number,
  shapes: { number: number; shape: string }[],
): Promise<Map<number, OtherOverlap[]>> {
  const out = new Map<number, OtherOverlap[]>();
  if (shapes.length === 0) return out;
  const rows = await tx.query<{ number: number; acres: string | number }>(
    `SELECT i.number, sum(o.acres) AS acres
     FROM unnest($1::int[], $2::text[]) AS i(number, shape)
     CROSS JOIN LATERAL (SELECT ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(i.shape), 4326)) AS geom) AS f
     JOIN field_shapes g ON g.farm_id IS NOT NULL AND g.account_id <> $3
       AND g.geom && f.geom AND ST_Intersects(g.geom, f.geom)
     CROSS JOIN LATERAL (${overlapsOf('f', 'g')}) AS o
     WHERE o.acres > ${DISPUTE_TOLERANCE_ACRES}
     GROUP BY i.number, g.uuid
     ORDER BY i.number, sum(o.acres) DESC`,
    [shapes.map((each) => each.number), shapes.map((each) => each.shape), accountId],
  );
  for (const row of rows) {
    const list = out.get(row.number) ?? [];
    list.push({ acres: Number(row.acres) });
    out.set(row.number, list);
  }
  return out;
}
