import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { startTestApi, type TestApi } from '../../testing';

// 006 gives fields their own boundary. Claims made before it (a field pointing at its CLU,
// with the CLU's uuid) must come through whole: same farm, owner and name, the CLU's boundary
// and acreage copied, a uuid of their own, and the CLU they came from remembered.
let api: TestApi;
const claims: { clu: string; name: string }[] = [];

beforeAll(async () => {
  // A database as it stood before 006, with claims in the old shape.
  api = await startTestApi({}, process.env.DATABASE_URL, '005_catalog_data.sql');
  // Land units in the shape of 002 (today's writer keeps versions in a table 055 adds): fifty
  // squares of about 110 acres in a row across Kingman County.
  await api.db.query(
    `INSERT INTO clu_fields (uuid, node_id, geom, acres, source, source_key)
     SELECT gen_random_uuid(), clu_node_id(ST_PointOnSurface(g.geom)), g.geom,
            round((ST_Area(g.geom::geography) / 4046.8564224)::numeric, 2), 'demo', i::text
     FROM generate_series(1, 50) AS i
     CROSS JOIN LATERAL (SELECT ST_Multi(ST_MakeEnvelope(-98.2 + i * 0.01, 37.7, -98.195 + i * 0.01, 37.7065, 4326)) AS geom) AS g`,
  );
  // A grower in the shape of then (the test harness writes today's: a plan of billing's own).
  const grower = { uuid: randomUUID() };
  await api.db.query(
    `WITH account AS (INSERT INTO accounts (name, subscription_plan) VALUES ('Home', 'B') RETURNING id)
     INSERT INTO users (uuid, email, full_name, password_hash, security_question_id, security_answer_hash,
                        account_id, is_active)
     SELECT $1, $2, 'Early Grower', 'not-a-hash', 1, 'not-a-hash', id, true FROM account`,
    [grower.uuid, `${grower.uuid}@example.com`],
  );
  const [farm] = await api.db.query<{ id: number }>(
    `INSERT INTO farms (account_id, name) SELECT account_id, 'Home' FROM users WHERE uuid = $1 RETURNING id`,
    [grower.uuid],
  );
  const clus = await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 3');
  for (const [index, clu] of clus.entries()) {
    const name = `Field ${index + 1}`;
    await api.db.query(
      'INSERT INTO fields (uuid, farm_id, owner_uuid, name, clu_uuid) VALUES ($1, $2, $3, $4, $1)',
      [clu.uuid, farm?.id, grower.uuid, name],
    );
    claims.push({ clu: clu.uuid, name });
  }
  await migrate(api.db);
});
afterAll(() => api?.close());

describe('fields own their boundaries (migration 006)', () => {
  it("keeps every claim, with a copy of its CLU's boundary and acreage and a uuid of its own", async () => {
    const rows = await api.db.query<{
      uuid: string;
      name: string;
      clu_uuid: string;
      same_shape: boolean;
      acres: string;
      clu_acres: string;
    }>(
      `SELECT f.uuid, f.name, f.clu_uuid, ST_Equals(f.geom, c.geom) AS same_shape, f.acres, c.acres AS clu_acres
       FROM fields f JOIN clu_fields c ON c.uuid = f.clu_uuid ORDER BY f.name`,
    );
    expect(rows.map((row) => [row.name, row.clu_uuid])).toEqual(
      claims.map((claim) => [claim.name, claim.clu]),
    );
    for (const row of rows) {
      expect(row.same_shape).toBe(true);
      expect(Number(row.acres)).toBe(Number(row.clu_acres));
      expect(row.uuid).not.toBe(row.clu_uuid);
    }
  });

  it('refuses a field without a boundary or with an invalid one', async () => {
    const [field] = await api.db.query<{ uuid: string }>('SELECT uuid FROM fields LIMIT 1');
    await expect(
      api.db.query('UPDATE fields SET geom = NULL WHERE uuid = $1', [field?.uuid]),
    ).rejects.toThrow();
    const bowTie = 'MULTIPOLYGON(((0 0, 1 1, 1 0, 0 1, 0 0)))';
    await expect(
      api.db.query('UPDATE fields SET geom = ST_GeomFromText($2, 4326) WHERE uuid = $1', [
        field?.uuid,
        bowTie,
      ]),
    ).rejects.toThrow();
  });
});
