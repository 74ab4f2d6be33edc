import { NEIGHBOUR_DEGREES } from '@field-boundaries/contract/node-grid';
import type { Queryable } from '../../db/db';
import {
  DISPUTE_TOLERANCE_ACRES,
  type DisputeField,
  disputeFields,
  disputesSql,
  mayDispute,
  overlapsOf,
} from '../farms/disputes';
import type { MultiPolygonCoordinates } from './boundary';

// SQL of the map view: the fields drawn in it from their own boundaries, and the overlaps of the
// viewer's fields with others' as shapes, read from the fields' shapes farms publishes
// (`field_shapes`: docs/domains.md). No rules here; the service decides.

export type MapField = {
  uuid: string;
  mine: boolean;
  /** Within about 30 m of one of the viewer's own fields. */
  neighbour: boolean;
  /** The viewer's own fields only; others' names are not theirs to read here. */
  name: string | null;
  /** The farm an own field is in (null for a neighbour's boundary, and for others' fields). */
  farm_name: string | null;
  area: number;
  geometry: { type: 'MultiPolygon'; coordinates: MultiPolygonCoordinates };
  dispute_fields: DisputeField[];
  /** The viewer's own fields only: the version of the boundary drawn, for an edit of it. */
  boundary_version: number | null;
};

/**
 * The fields drawn in a map view from their own boundaries: the viewer's own (their farm
 * fields and the boundaries they drew for neighbours) and other accounts' farm fields.
 */
export async function fieldsInView(
  db: Queryable,
  accountId: number,
  view: { west: number; south: number; east: number; north: number },
  limit: number,
  /** The names of the viewer's farms, by id: an own field names its farm. */
  farmNames: ReadonlyMap<number, string>,
): Promise<MapField[]> {
  const rows = await db.query<{
    uuid: string;
    mine: boolean;
    neighbour: boolean;
    name: string;
    farm_id: string | number | null;
    acres: string | number;
    boundary_version: number;
    geojson: string;
    disputes: Parameters<typeof disputeFields>[0];
  }>(
    `WITH own AS MATERIALIZED (SELECT geom FROM field_shapes WHERE account_id = $1 AND farm_id IS NOT NULL)
     SELECT f.uuid, f.account_id = $1 AS mine, f.name, f.farm_id, f.acres, f.boundary_version,
            ST_AsGeoJSON(f.geom, 7) AS geojson, d.disputes,
            f.account_id <> $1 AND EXISTS (SELECT 1 FROM own WHERE ST_DWithin(own.geom, f.geom, ${NEIGHBOUR_DEGREES})) AS neighbour
     FROM field_shapes f
     CROSS JOIN LATERAL (${disputesSql('f')}) AS d
     WHERE f.geom && ST_MakeEnvelope($2, $3, $4, $5, 4326)
       AND (f.account_id = $1 OR f.farm_id IS NOT NULL)
     ORDER BY f.uuid LIMIT $6`,
    [accountId, view.west, view.south, view.east, view.north, limit],
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    mine: row.mine,
    neighbour: row.neighbour,
    name: row.mine ? row.name : null,
    farm_name: row.mine && row.farm_id !== null ? (farmNames.get(Number(row.farm_id)) ?? null) : null,
    area: Number(row.acres),
    boundary_version: row.mine ? Number(row.boundary_version) : null,
    geometry: JSON.parse(row.geojson),
    dispute_fields: disputeFields(row.disputes),
  }));
}

export type DisputeArea = {
  field: string;
  other: string;
  area: number;
  geometry: { type: string; coordinates: unknown };
};

/**
 * The overlaps of the viewer's fields with other accounts' past the tolerance, as shapes to draw:
 * one for each separate overlap, with its own acres (two fields overlapping in two places are two).
 */
export async function disputeAreas(
  db: Queryable,
  accountId: number,
  view: { west: number; south: number; east: number; north: number },
): Promise<DisputeArea[]> {
  const rows = await db.query<{ mine: string; other: string; acres: number; geojson: string }>(
    `SELECT f.uuid AS mine, g.uuid AS other, o.acres, ST_AsGeoJSON(ST_Multi(o.g), 7) AS geojson
     FROM field_shapes f
     JOIN field_shapes g ON ${mayDispute('f', 'g')}
     CROSS JOIN LATERAL (${overlapsOf('f', 'g')}) AS o
     WHERE f.account_id = $1 AND f.geom && ST_MakeEnvelope($2, $3, $4, $5, 4326)
       AND o.acres > ${DISPUTE_TOLERANCE_ACRES}
     ORDER BY f.uuid, g.uuid, o.acres DESC`,
    [accountId, view.west, view.south, view.east, view.north],
  );
  return rows.map((row) => ({
    field: row.mine,
    other: row.other,
    area: Math.round(Number(row.acres) * 100) / 100,
    geometry: JSON.parse(row.geojson),
  }));
}
