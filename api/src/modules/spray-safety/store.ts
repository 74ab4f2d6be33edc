import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import type { Queryable } from '../../db/db';
import { withinMetresBox } from '../../db/spatial';

// The drift zone's geometry and the fields around a field, in PostGIS; no rules here. The
// field is swept downwind in a metric projection (the place's UTM zone): the exact sweep of a
// polygon P along a move v (the Minkowski sum of P and the segment 0→v) is P together with the
// parallelogram each edge of P traces as it moves along v. Only the edges facing downwind are
// needed: a point the sweep reaches outside P was reached by leaving P through such an edge.
// So a concave field's notch stays outside its zone unless an edge really drifts into it.
// Fields, land units and a grower's notes on neighbours' land are read from the views farms, clu
// and neighbours publish (`field_shapes`, `clu_shapes`, `neighbour_notes`: docs/domains.md): the
// zone is swept over them in one spatial query per field.

export type Move = { dx: number; dy: number };

/**
 * A boundary traced more densely than this (a GPS walk of a creek bank) is swept from an
 * outline simplified to `OUTLINE_METRES` and grown by as much, so it still holds the field: the
 * zone errs by at most twice that toward warning, and its cost stays that of a few hundred edges.
 */
export const DENSE_CORNERS = 1000;
export const OUTLINE_METRES = 0.5;

// $1 the field (its uuid, or its boundary as GeoJSON: see `partsOf`), $2 the SRID, $3/$4/$5 the
// moves' hours, east and north offsets in metres.
// `sweeps` pairs each move with each edge of the outline that faces it. Rings are oriented with
// the inside on the left (exterior counter-clockwise, holes clockwise), so an edge a→b faces the
// move v when (b − a) × v < 0; the columns carry the ends, so a box test needs no geometry.
/** What is swept: a field as it is now, or a boundary as it was (a saved report's). */
export type SweptShape = { field: string } | { boundary: string };
const partsOf = (shape: SweptShape) =>
  'field' in shape
    ? 'SELECT (ST_Dump(ST_Transform(geom, $2::int))).geom AS g FROM field_shapes WHERE uuid = $1'
    : 'SELECT (ST_Dump(ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON($1), 4326), $2::int))).geom AS g';
const sweepsOf = (shape: SweptShape) => `
  parts AS (${partsOf(shape)}),
  outline AS (
    SELECT (ST_Dump(ST_ForcePolygonCCW(
             CASE WHEN ST_NPoints(g) > ${DENSE_CORNERS}
                  THEN ST_Buffer(ST_SimplifyPreserveTopology(g, ${OUTLINE_METRES}), ${OUTLINE_METRES}, 'join=mitre')
                  ELSE g END))).geom AS g
    FROM parts
  ),
  moves AS (SELECT * FROM unnest($3::int[], $4::float8[], $5::float8[]) AS m(hour, dx, dy)),
  edges AS (
    SELECT ST_X(ST_StartPoint(s.geom)) AS ax, ST_Y(ST_StartPoint(s.geom)) AS ay,
           ST_X(ST_EndPoint(s.geom)) AS bx, ST_Y(ST_EndPoint(s.geom)) AS by, s.geom AS e
    FROM outline o, ST_DumpSegments(o.g) AS s
  ),
  sweeps AS (
    SELECT m.hour, m.dx, m.dy, e.*
    FROM edges e CROSS JOIN moves m
    WHERE (e.bx - e.ax) * m.dy - (e.by - e.ay) * m.dx < 0
  )`;
const sweepsSql = sweepsOf({ field: '' });

/** The parallelogram an edge traces along its move (a line when the two are parallel). */
const parallelogram = 'ST_ConvexHull(ST_Collect(w.e, ST_Translate(w.e, w.dx, w.dy)))';

/** The field swept along the moves, less the field itself, as GeoJSON in WGS 84; null when empty. */
export async function driftZoneGeometry(
  db: Queryable,
  shape: SweptShape,
  srid: number,
  moves: readonly Move[],
): Promise<{ geometry: string | null; acres: number }> {
  const [row] = await db.query<{ geometry: string | null; acres: string | number | null }>(
    `WITH ${sweepsOf(shape)},
     field AS (SELECT ST_Union(g) AS g FROM parts),
     zone AS (
       SELECT ST_CollectionExtract(
                ST_Difference(ST_MakeValid(ST_Union(ST_CollectionExtract(${parallelogram}, 3))), field.g), 3) AS g
       FROM sweeps w, field GROUP BY field.g
     )
     SELECT CASE WHEN ST_IsEmpty(g) THEN NULL ELSE ST_AsGeoJSON(ST_Multi(ST_Transform(g, 4326)), 7) END AS geometry,
            ST_Area(g) / ${SQUARE_METRES_PER_ACRE} AS acres
     FROM zone`,
    [
      'field' in shape ? shape.field : shape.boundary,
      srid,
      moves.map(() => 0),
      moves.map((move) => move.dx),
      moves.map((move) => move.dy),
    ],
  );
  return { geometry: row?.geometry ?? null, acres: Number(row?.acres ?? 0) };
}

/**
 * For each hour's moves, which of the candidate fields (fields, or free CLU land) lie inside that
 * hour's zone: their interiors meet (a neighbour that only shares the field's edge upwind is not
 * inside). A week's forecast repeats its winds (whole mph, 16 compass points, and each point's
 * half-point spread is its neighbour's), so each distinct move is swept once and its hours are
 * read back here.
 */
export async function fieldsInZones(
  db: Queryable,
  fieldUuid: string,
  srid: number,
  moves: readonly (Move & { hour: number })[],
  candidates: readonly string[],
): Promise<{ hour: number; uuid: string }[]> {
  if (candidates.length === 0 || moves.length === 0) return [];
  const { distinct, hoursOf } = distinctMoves(moves);
  return hitsByHour(await insideSweeps(db, fieldUuid, srid, distinct, candidates), hoursOf);
}

/** Each distinct move's candidates inside, spread back over the hours that make the move. */
export function hitsByHour(
  inside: readonly (readonly string[])[],
  hoursOf: readonly (readonly number[])[],
): { hour: number; uuid: string }[] {
  const hits = new Set<string>();
  inside.forEach((uuids, move) => {
    for (const hour of hoursOf[move] ?? []) for (const uuid of uuids) hits.add(`${hour} ${uuid}`);
  });
  return [...hits].map((hit) => {
    const [hour, uuid] = hit.split(' ');
    return { hour: Number(hour), uuid: uuid ?? '' };
  });
}

/**
 * For each move, the candidates inside the field's sweep along it. The zone is never built: a
 * candidate is inside when its interior meets the field's or one parallelogram's, and only the
 * parallelograms whose box reaches the candidate's are drawn. A candidate meeting the field
 * itself is inside every move's.
 */
export async function insideSweeps(
  db: Queryable,
  fieldUuid: string,
  srid: number,
  moves: readonly Move[],
  candidates: readonly string[],
): Promise<string[][]> {
  const inside = moves.map(() => [] as string[]);
  if (candidates.length === 0 || moves.length === 0) return inside;
  const rows = await db.query<{ move: number; uuid: string }>(
    `WITH ${sweepsSql},
     near AS (
       SELECT n.uuid, n.g, ST_XMin(n.g) AS x0, ST_XMax(n.g) AS x1, ST_YMin(n.g) AS y0, ST_YMax(n.g) AS y1
       FROM (
         SELECT uuid, ST_Transform(geom, $2::int) AS g FROM field_shapes WHERE uuid = ANY($6::uuid[])
         UNION ALL
         -- Free land is a candidate only as fieldsNear found it (unclaimed); judged by its boundary
         -- alone, so the answer depends on nothing but the boundaries it is kept under (zone-hits.ts).
         SELECT c.uuid, ST_Transform(c.geom, $2::int) FROM clu_shapes c WHERE c.uuid = ANY($6::uuid[])
       ) AS n
     )
     SELECT -1 AS move, n.uuid FROM near n
     WHERE EXISTS (SELECT 1 FROM parts p WHERE p.g && n.g AND ST_Relate(p.g, n.g, 'T********'))
     UNION
     SELECT w.hour AS move, n.uuid FROM sweeps w JOIN near n
       ON LEAST(w.ax, w.bx) + LEAST(w.dx, 0) <= n.x1 AND GREATEST(w.ax, w.bx) + GREATEST(w.dx, 0) >= n.x0
      AND LEAST(w.ay, w.by) + LEAST(w.dy, 0) <= n.y1 AND GREATEST(w.ay, w.by) + GREATEST(w.dy, 0) >= n.y0
     WHERE ST_Relate(${parallelogram}, n.g, 'T********')`,
    [
      fieldUuid,
      srid,
      moves.map((_move, index) => index),
      moves.map((move) => move.dx),
      moves.map((move) => move.dy),
      candidates,
    ],
  );
  for (const row of rows) {
    const move = Number(row.move);
    for (const [at, uuids] of inside.entries())
      if ((move < 0 || move === at) && !uuids.includes(row.uuid)) uuids.push(row.uuid);
  }
  return inside;
}

/** The moves without repeats (equal to the millimetre), each with the hours that make it. */
export function distinctMoves(moves: readonly (Move & { hour: number })[]): {
  distinct: Move[];
  hoursOf: number[][];
} {
  const index = new Map<string, number>();
  const distinct: Move[] = [];
  const hoursOf: number[][] = [];
  for (const move of moves) {
    const key = `${Math.round(move.dx * 1000)} ${Math.round(move.dy * 1000)}`;
    let at = index.get(key);
    if (at === undefined) {
      at = distinct.length;
      index.set(key, at);
      distinct.push({ dx: move.dx, dy: move.dy });
      hoursOf.push([]);
    }
    const hours = hoursOf[at];
    if (hours && !hours.includes(move.hour)) hours.push(move.hour);
  }
  return { distinct, hoursOf };
}

export type NearbyField = {
  uuid: string;
  /** Null for free land. */
  name: string | null;
  /** Null for free land: a neighbour the grower noted, with nobody in the product to tell. */
  accountId: number | null;
  crop: number | null;
  cropTrait: number | null;
  isBuilding: boolean;
  distanceM: number;
  /** GeoJSON MultiPolygon in WGS 84. */
  geometry: string;
  /** A fingerprint of the boundary exactly as stored (md5 of its EWKB): any change changes it. */
  shape: string;
};

/** The fields and free land near a field, and the fingerprint of the field's own boundary. */
export type Neighbourhood = {
  fieldShape: string | null;
  /** The field's own boundary, GeoJSON MultiPolygon in WGS 84 (null when nothing is near). */
  fieldGeometry: string | null;
  fields: NearbyField[];
};

/**
 * Every other field within `metres` of the field's boundary, nearest first, and the free land
 * (CLU fields nobody has claimed) on which the account noted a neighbour's crop, trait or a
 * building (adjacent traits): that crop is as real to drift as a claimed field's. Once the land
 * is claimed the note stands for the field until its grower records a crop of their own.
 */
export async function fieldsNear(
  db: Queryable,
  fieldUuid: string,
  accountId: number,
  metres: number,
): Promise<Neighbourhood> {
  const rows = await db.query<{
    uuid: string;
    name: string | null;
    account_id: string | number | null;
    crop_id: number | null;
    crop_trait_id: number | null;
    is_building: boolean;
    distance_m: number;
    geometry: string;
    shape: string;
    field_shape: string;
    field_geometry: string;
  }>(
    `WITH f AS MATERIALIZED (SELECT geom FROM field_shapes WHERE uuid = $1),
     near AS (
       -- A field whose grower has recorded no crop keeps the viewer's note on it (or on the CLU it
       -- was claimed from): what grows there is as real to drift as before it was claimed.
       SELECT n.uuid, n.name, n.account_id,
              CASE WHEN n.crop_id IS NULL AND NOT n.is_building THEN a.crop_id ELSE n.crop_id END AS crop_id,
              CASE WHEN n.crop_id IS NULL AND NOT n.is_building THEN a.crop_trait_id ELSE n.crop_trait_id END
                AS crop_trait_id,
              n.is_building OR (n.crop_id IS NULL AND coalesce(a.is_building, false)) AS is_building,
              n.geom
       FROM field_shapes n CROSS JOIN f
       LEFT JOIN LATERAL (
         SELECT a.crop_id, a.crop_trait_id, a.is_building FROM neighbour_notes a
         WHERE a.account_id = $3 AND a.adjecent_uuid IN (n.uuid, n.clu_uuid)
         ORDER BY (a.adjecent_uuid = n.uuid) DESC LIMIT 1
       ) AS a ON true
       WHERE n.uuid <> $1
         -- a box the index answers first (db/spatial.ts), then the metres
         AND ${withinMetresBox('n.geom', 'f.geom', '$2')}
         AND ST_DWithin(n.geom::geography, f.geom::geography, $2::float8)
       UNION ALL
       SELECT c.uuid, NULL, NULL, a.crop_id, a.crop_trait_id, a.is_building, c.geom
       FROM neighbour_notes a JOIN clu_shapes c ON c.uuid = a.adjecent_uuid, f
       WHERE a.account_id = $3
         AND NOT EXISTS (SELECT 1 FROM field_shapes x WHERE x.clu_uuid = c.uuid)
         AND ${withinMetresBox('c.geom', 'f.geom', '$2')}
         AND ST_DWithin(c.geom::geography, f.geom::geography, $2::float8)
     )
     SELECT n.uuid, n.name, n.account_id, n.crop_id, n.crop_trait_id, n.is_building,
            ST_Distance(n.geom::geography, f.geom::geography) AS distance_m,
            ST_AsGeoJSON(n.geom, 7) AS geometry,
            md5(ST_AsEWKB(n.geom)) AS shape, md5(ST_AsEWKB(f.geom)) AS field_shape,
            ST_AsGeoJSON(ST_Multi(f.geom), 7) AS field_geometry
     FROM near n, f
     ORDER BY distance_m, n.uuid`,
    [fieldUuid, metres, accountId],
  );
  const fields = rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    accountId: row.account_id === null ? null : Number(row.account_id),
    crop: row.crop_id === null ? null : Number(row.crop_id),
    cropTrait: row.crop_trait_id === null ? null : Number(row.crop_trait_id),
    isBuilding: row.is_building,
    distanceM: Number(row.distance_m),
    geometry: row.geometry,
    shape: row.shape,
  }));
  return { fieldShape: rows[0]?.field_shape ?? null, fieldGeometry: rows[0]?.field_geometry ?? null, fields };
}
