import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';

// When two accounts' fields are a dispute: a rule of the fields table, which farms owns, shared
// as SQL fragments by the stores that list fields with their disputes (farms, boundaries). They
// read the fields' shapes farms publishes (`field_shapes`), so a query of another module that
// takes them reads no table of farms'.

/**
 * An overlap of two accounts' fields is in dispute when it covers more than this many acres
 * (about 400 m², e.g. a 2 m strip along a 200 m edge): boundaries traced from the same imagery
 * or snapped to the same CLU edge share lines and differ by slivers well under this, while a
 * field drawn over a neighbour's land overlaps by far more. Each separate overlap is held to it
 * on its own: slivers scattered along a long shared edge do not add up to a dispute.
 */
export const DISPUTE_TOLERANCE_ACRES = 0.1;

/**
 * SQL for a lateral subquery: the separate overlaps of two fields (aliases `a` and `b`), one row
 * each with its polygon `g` and its `acres`. Two fields that overlap in two places have two
 * overlaps, each with its own acres (issue 34: "two overlaps read as two overlaps").
 */
export const overlapsOf = (a: string, b: string) => `
  SELECT part.geom AS g, ST_Area(part.geom::geography) / ${SQUARE_METRES_PER_ACRE} AS acres
  FROM ST_Dump(ST_CollectionExtract(ST_Intersection(${a}.geom, ${b}.geom), 3)) AS part`;

/** SQL: `other` (an alias of field_shapes) is another account's farm field that may overlap `field`. */
export const mayDispute = (field: string, other: string) =>
  `${field}.farm_id IS NOT NULL AND ${other}.farm_id IS NOT NULL AND ${other}.account_id <> ${field}.account_id
   AND ${other}.geom && ${field}.geom AND ST_Intersects(${other}.geom, ${field}.geom)`;

/**
 * SQL for a lateral subquery: the disputes of a farm field (alias `field`), as a JSON list of
 * { uuid, area, overlaps } — other accounts' farm fields overlapping it past the tolerance, each
 * with its overlaps' acres (largest first) and their total.
 */
export const disputesSql = (field: string) => `
  SELECT coalesce(json_agg(json_build_object('uuid', d.uuid, 'area', d.area, 'overlaps', d.overlaps) ORDER BY d.uuid), '[]') AS disputes
  FROM (
    SELECT g.uuid, sum(round(o.acres::numeric, 2)) AS area,
           json_agg(round(o.acres::numeric, 2) ORDER BY o.acres DESC) AS overlaps
    FROM field_shapes g
    CROSS JOIN LATERAL (${overlapsOf(field, 'g')}) AS o
    WHERE ${mayDispute(field, 'g')} AND o.acres > ${DISPUTE_TOLERANCE_ACRES}
    GROUP BY g.uuid
  ) AS d`;

/** A field's dispute with another account's field: the overlaps' acres, largest first, and their total. */
export type DisputeField = { uuid: string; area: number; overlaps: number[] };

type DisputeRow = { uuid: string; area: string | number; overlaps: (string | number)[] };

/** The JSON of `disputesSql` as the driver returns it (pg parses json; PGlite may give text). */
export function disputeFields(value: string | DisputeRow[]): DisputeField[] {
  const rows: DisputeRow[] = typeof value === 'string' ? JSON.parse(value) : value;
  return rows.map((each) => ({
    uuid: each.uuid,
    area: Number(each.area),
    overlaps: each.overlaps.map(Number),
  }));
}
