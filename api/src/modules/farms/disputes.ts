import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';

// When two accounts' fields are a dispute: a rule of the fields table, which farms owns, shared
// as a SQL fragment by the stores that list fields with their disputes (farms, boundaries).

/**
 * Two accounts' fields are a dispute when they overlap by more than this many acres (about
 * 400 m², e.g. a 2 m strip along a 200 m edge): boundaries traced from the same imagery or
 * snapped to the same CLU edge share lines and differ by slivers well under this, while a
 * field drawn over a neighbour's land overlaps by far more.
 */
export const DISPUTE_TOLERANCE_ACRES = 0.1;

/**
 * SQL for a lateral subquery: the disputes of a farm field (alias `field`), as a JSON list of
 * { uuid, area } — other accounts' farm fields overlapping it past the tolerance.
 */
export const disputesOf = (field: string) => `
  SELECT coalesce(json_agg(json_build_object('uuid', o.uuid, 'area', round(o.area::numeric, 2)) ORDER BY o.uuid), '[]') AS disputes
  FROM (
    SELECT g.uuid, ST_Area(ST_Intersection(${field}.geom, g.geom)::geography) / ${SQUARE_METRES_PER_ACRE} AS area
    FROM fields g
    WHERE ${field}.farm_id IS NOT NULL AND g.farm_id IS NOT NULL AND g.account_id <> ${field}.account_id
      AND g.geom && ${field}.geom AND ST_Intersects(g.geom, ${field}.geom)
  ) AS o
  WHERE o.area > ${DISPUTE_TOLERANCE_ACRES}`;
