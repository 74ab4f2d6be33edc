import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../testing';
import type { Db } from './db';
import { keepPristine, lease, reset, shapeOf } from './pglite-reuse';

// The PGlite pass hands a database one suite closed to the next (vitest.config.ts). A suite must
// find it as the migrations left it, whatever the suite before it wrote, or it must not get it.
describe('an embedded database put back for the next suite', { timeout: 120_000 }, () => {
  let db: Db;
  const count = async (sql: string) => (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`))[0]?.n;

  beforeAll(async () => {
    db = await migratedPglite();
    await keepPristine(db);
  });
  afterAll(() => db?.close());

  it('holds again only what the migrations wrote, with its sequences where they were', async () => {
    const crops = await count('SELECT count(*) FROM crops');
    const nextAccount = `SELECT nextval(pg_get_serial_sequence('accounts', 'id'))`;
    const firstAccount = await count(nextAccount);
    await db.exec(`INSERT INTO accounts (name) VALUES ('Left Behind Farm'), ('Another')`);
    await db.exec('DELETE FROM trait_tolerances');
    await db.exec(`UPDATE crops SET name = name || ' renamed'`);
    await db.exec('BEGIN');
    await db.exec(`SET statement_timeout = '1s'`);

    expect(await reset(db)).toBe(true);
    expect(await count('SELECT count(*) FROM accounts')).toBe(0);
    expect(await count('SELECT count(*) FROM crops')).toBe(crops);
    expect(await count(`SELECT count(*) FROM crops WHERE name LIKE '% renamed'`)).toBe(0);
    expect(await count('SELECT count(*) FROM trait_tolerances')).toBeGreaterThan(0);
    expect(await count(nextAccount)).toBe(firstAccount);
    expect((await db.query<{ t: string }>("SELECT current_setting('statement_timeout') AS t"))[0]?.t).toBe(
      '0',
    );
    expect(await count('SELECT count(*) FROM spatial_ref_sys')).toBeGreaterThan(8000);
  });

  it('is not handed on once a suite changed its schema', async () => {
    await db.exec('CREATE TABLE left_behind (id int)');
    expect(await reset(db)).toBe(false);
  });

  // The review's cases (issue 58): changes that keep every count of the catalogue the same.
  it('sees a changed definition, or rows no truncation reaches, and is then not handed on', async () => {
    const view = (await db.query<{ d: string }>(`SELECT pg_get_viewdef('account_plans'::regclass) AS d`))[0]
      ?.d;
    const changes: [string, string][] = [
      [
        'function body',
        `CREATE OR REPLACE FUNCTION clu_node_id(point geometry) RETURNS integer
         LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT 42 $$`,
      ],
      ['column default', `ALTER TABLE accounts ALTER COLUMN created_at SET DEFAULT '2000-01-01'`],
      ['trigger switched off', 'ALTER TABLE fields DISABLE TRIGGER fields_webhook_insert'],
      [
        'CHECK under the same name',
        'ALTER TABLE users DROP CONSTRAINT users_email_lowercase, ADD CONSTRAINT users_email_lowercase CHECK (true)',
      ],
      ['sequence increment', 'ALTER SEQUENCE accounts_id_seq INCREMENT BY 1000'],
      ['view', `CREATE OR REPLACE VIEW account_plans AS ${view?.replace(/;\s*$/, '')} LIMIT 0`],
      [
        'spatial_ref_sys row',
        `INSERT INTO spatial_ref_sys (srid, auth_name, auth_srid, proj4text)
         VALUES (990001, 'TEST', 990001, '+proj=longlat +datum=WGS84 +no_defs')`,
      ],
      ['large object', 'SELECT lo_create(990002)'],
    ];
    const unseen: string[] = [];
    for (const [name, sql] of changes) {
      const before = await shapeOf(db);
      await db.exec(sql);
      if ((await shapeOf(db)) === before) unseen.push(name);
    }
    expect(unseen).toEqual([]);
    expect(await reset(db)).toBe(false);
  });

  it("refuses a suite's queries once it has closed, and hands the database on once", async () => {
    const held = lease(db);
    expect(await held.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(held.release()).toBe(true);
    expect(held.release()).toBe(false);
    await expect(held.db.query('SELECT 1')).rejects.toThrow('This suite closed its database');
  });
});
