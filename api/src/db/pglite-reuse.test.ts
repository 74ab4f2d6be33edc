import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../testing';
import type { Db } from './db';
import { keepPristine, reset } from './pglite-reuse';

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
});
