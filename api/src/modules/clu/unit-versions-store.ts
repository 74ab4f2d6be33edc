import type { Queryable } from '../../db/db';

// SQL of a county's re-import: what becomes of the units its new file no longer holds.

export type Retired = { retired: number; keptClaimed: number };

/**
 * Ends the units of a source that an import did not bring again. A unit nobody claimed leaves the
 * map, its last boundary kept in clu_unit_versions as retired; a claimed one stays, since a
 * grower's field still points at it (fields.clu_uuid) and the unit is where the claim was made.
 * Call inside a transaction.
 */
export async function retireMissing(tx: Queryable, source: string, seen: string[]): Promise<Retired> {
  const [counts] = await tx.query<{ retired: number; kept: number }>(
    `WITH missing AS (
       SELECT c.uuid, EXISTS (SELECT 1 FROM field_shapes f WHERE f.clu_uuid = c.uuid) AS claimed
       FROM clu_fields c WHERE c.source = $1 AND c.uuid <> ALL($2::uuid[])),
     kept AS (
       INSERT INTO clu_unit_versions (uuid, version, geom, acres, source, source_key, ended_by)
       SELECT c.uuid, c.version, c.geom, c.acres, c.source, c.source_key, 'retired'
       FROM clu_fields c JOIN missing m ON m.uuid = c.uuid AND NOT m.claimed
       ON CONFLICT (uuid, version) DO NOTHING),
     gone AS (
       DELETE FROM clu_fields c USING missing m WHERE c.uuid = m.uuid AND NOT m.claimed RETURNING c.uuid)
     SELECT (SELECT count(*) FROM gone)::integer AS retired,
            (SELECT count(*) FROM missing WHERE claimed)::integer AS kept`,
    [source, seen],
  );
  return { retired: Number(counts?.retired ?? 0), keptClaimed: Number(counts?.kept ?? 0) };
}

/** A unit's earlier boundaries, oldest first: its geometry versions before the current one. */
export async function unitVersions(db: Queryable, uuid: string) {
  return db.query<{ version: number; acres: string; ended_by: string }>(
    'SELECT version, acres::text AS acres, ended_by FROM clu_unit_versions WHERE uuid = $1 ORDER BY version',
    [uuid],
  );
}
