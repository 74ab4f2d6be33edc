import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';
import { withinMetresBox } from './spatial';

// The box the index answers must hold everything within the distance at any US latitude: a
// North Dakota field's neighbour 390 m to the east is within 400 m although 400 m is more
// degrees of longitude there than in Texas (a fixed 80 km a degree missed it).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** Whether the box of `metres` around a small square at (lng, lat) holds the point `distance` metres out from its edge. */
async function boxHolds(lat: number, lng: number, bearing: number, metres: number, distance: number) {
  const [row] = await api.db.query<{ inside: boolean; apart: number }>(
    `WITH target AS (SELECT ST_Envelope(ST_Buffer(ST_SetSRID(ST_MakePoint($1, $2), 4326), 0.001)) AS geom),
          point AS (
            SELECT ST_Project(ST_SetSRID(ST_MakePoint(
                     CASE WHEN $3 = 90 THEN ST_XMax(geom) WHEN $3 = 270 THEN ST_XMin(geom) ELSE $1 END,
                     CASE WHEN $3 = 0 THEN ST_YMax(geom) WHEN $3 = 180 THEN ST_YMin(geom) ELSE $2 END), 4326)::geography,
                     $5::float8, radians($3))::geometry AS geom
            FROM target)
     SELECT ${withinMetresBox('point.geom', 'target.geom', '$4')} AS inside,
            ST_Distance(point.geom::geography, target.geom::geography) AS apart
     FROM target, point`,
    [lng, lat, bearing, metres, distance],
  );
  return { inside: Boolean(row?.inside), apart: Number(row?.apart) };
}

describe('withinMetresBox', () => {
  it.each([
    ['south Texas', 26.2, -98.2],
    ['Kansas', 38, -97.9],
    ['North Dakota', 48.9, -100.5],
    ['Alaska', 64.8, -147.7],
  ])('holds what lies within the distance in %s, on every side', async (_, lat, lng) => {
    for (const bearing of [0, 90, 180, 270]) {
      const { inside, apart } = await boxHolds(lat, lng, bearing, 400, 390);
      expect(apart).toBeLessThan(400);
      expect(inside, `${bearing}° at ${apart.toFixed(0)} m`).toBe(true);
    }
  });
});
