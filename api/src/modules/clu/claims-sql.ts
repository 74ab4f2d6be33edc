// The SQL that decides a land unit's claim, shared by the node pages and the viewer's flags
// (store.ts).

// Claims are read from the fields' shapes farms publishes (docs/domains.md: `field_shapes`), in
// the same query as the node's land units: which of them a field holds is a spatial join.

/** The boundaries of the account's farm fields (`account`: its SQL parameter). */
export const ownFarmFields = (account: string) =>
  `SELECT f.geom FROM field_shapes f WHERE f.account_id = ${account} AND f.farm_id IS NOT NULL`;

/**
 * The farm fields that may claim one of `units` (the land units in question, a CTE with `geom`):
 * those whose box meets the box around them all. A field whose box meets a unit's meets that box,
 * so none is missed; and it is found by the fields' spatial index from one box, where asking the
 * index once for every unit of a page (hundreds) was most of the page's time.
 */
export const farmFieldsAround = (units: string) =>
  `SELECT f.account_id, f.owner_uuid, f.clu_uuid, f.geom FROM field_shapes f
   WHERE f.farm_id IS NOT NULL
     AND f.geom && (SELECT ST_SetSRID(ST_Extent(geom)::geometry, 4326) FROM ${units})`;

/**
 * A lateral subquery: the field claiming the land unit `c`, with the account of its farm (a field
 * in no farm claims nothing). Claimed by a claim of this CLU, or by a farm field covering most of
 * it (drawn over it, or merged from it), so a covered CLU shows as claimed whatever made the field.
 * The covering field is one of `farm` (`farmFieldsAround` the units asked about).
 * The claim itself answers first, and the overlay is then never computed (the LIMIT stops the
 * UNION ALL at its first row): a claimed CLU's field has the CLU's very boundary, and intersecting
 * a polygon with itself was most of a node page's time. A covering field must share interior with
 * the CLU (more than half its area), so neighbours that only touch it are passed over before the
 * overlay too; of several covering fields, one claimed from another CLU comes first, as before.
 */
export const claimOf = `
  (SELECT CASE WHEN f.farm_id IS NOT NULL THEN f.account_id END AS account_id, f.owner_uuid
   FROM field_shapes f WHERE f.clu_uuid = c.uuid)
  UNION ALL
  (SELECT f.account_id, f.owner_uuid
   FROM farm f
   WHERE f.geom && c.geom AND ST_Relate(f.geom, c.geom, 'T********')
     AND ST_Area(ST_Intersection(f.geom, c.geom)) > 0.5 * ST_Area(c.geom)
   ORDER BY f.clu_uuid IS NULL LIMIT 1)
  LIMIT 1`;
