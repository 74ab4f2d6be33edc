import type { Db } from './db';

// The PGlite pass (vitest's `api-pglite` project) starts an embedded database for every suite:
// PGlite's WebAssembly, PostGIS's 20 MB bundle and the migrated image are loaded and linked
// afresh each time, seconds of CPU per suite, most of the pass's cost. Where a process runs
// suite after suite (that project runs with `isolate: false`), a database a suite has closed is
// put back to the state the migrations left instead (this file), and the next suite of the same
// migrations takes it: every table emptied, the rows the migrations wrote put back, every
// sequence where it was, the session's settings, locks, prepared statements and temporary
// tables discarded. A database whose schema a suite changed is closed for real, never reused.

/** What a database looks like when the migrations are done: its shape, its rows, its sequences. */
type Pristine = {
  /** Counts of the catalogue's objects: a suite that created, dropped or altered one changes them. */
  shape: string;
  tables: string[];
  /** Tables the migrations wrote rows into, with their insertable columns. */
  seeded: { table: string; copy: string; columns: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};

const KEPT = '_pglite_reuse';

const SHAPE = `SELECT concat_ws(',',
  (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'),
  (SELECT count(*) FROM pg_attribute), (SELECT count(*) FROM pg_proc), (SELECT count(*) FROM pg_trigger),
  (SELECT count(*) FROM pg_constraint), (SELECT count(*) FROM pg_type),
  (SELECT count(*) FROM pg_namespace WHERE nspname NOT LIKE 'pg_temp%' AND nspname NOT LIKE 'pg_toast_temp%'),
  (SELECT count(*) FROM pg_authid), (SELECT count(*) FROM pg_extension), (SELECT count(*) FROM pg_policy),
  (SELECT count(*) FROM pg_rewrite), (SELECT count(*) FROM pg_enum)) AS shape`;

// Tables of the product's schemas; PostGIS's own (spatial_ref_sys) belong to its extension.
const TABLES = `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema', '${KEPT}')
    AND n.nspname NOT LIKE 'pg_%'
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  ORDER BY 1`;

const COLUMNS = `SELECT string_agg(format('%I', attname), ', ' ORDER BY attnum) AS columns FROM pg_attribute
  WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`;

const SEQUENCES = `SELECT format('%I.%I', schemaname, sequencename) AS name,
  coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
  FROM pg_sequences WHERE schemaname NOT LIKE 'pg_%' ORDER BY 1`;

const pristineOf = new WeakMap<Db, Pristine>();

/** Notes what `db`, freshly migrated, holds, so that `reset` can put it back. */
export async function keepPristine(db: Db): Promise<void> {
  const tables = (await db.query<{ name: string }>(TABLES)).map((row) => row.name);
  await db.exec(`CREATE SCHEMA ${KEPT}`);
  const seeded: Pristine['seeded'] = [];
  for (const [index, table] of tables.entries()) {
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table}`,
    );
    if (count === 0) continue;
    const copy = `${KEPT}.t${index}`;
    const [{ columns } = { columns: '' }] = await db.query<{ columns: string }>(COLUMNS, [table]);
    await db.exec(`CREATE TABLE ${copy} AS SELECT ${columns} FROM ${table}`);
    seeded.push({ table, copy, columns });
  }
  const sequences = await db.query<Pristine['sequences'][number]>(SEQUENCES);
  const [{ shape } = { shape: '' }] = await db.query<{ shape: string }>(SHAPE);
  pristineOf.set(db, { shape, tables, seeded, sequences });
}

/**
 * Puts `db` back as `keepPristine` found it. False (and the database left as it is) when a suite
 * changed its schema, or it was never kept: the caller closes it.
 */
export async function reset(db: Db): Promise<boolean> {
  const pristine = pristineOf.get(db);
  if (!pristine) return false;
  // Ends an open transaction a suite left, drops temporary tables, prepared statements, advisory
  // locks, LISTENs and every SET, as a new session would start.
  await db.exec('ROLLBACK');
  await db.exec('DISCARD ALL');
  const [{ shape } = { shape: '' }] = await db.query<{ shape: string }>(SHAPE);
  if (shape !== pristine.shape) return false;
  const restore = pristine.seeded.map(
    ({ table, copy, columns }) =>
      `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${copy};`,
  );
  const sequences = pristine.sequences.map(
    ({ name, value, called }) => `SELECT setval('${name.replaceAll("'", "''")}', ${value}, ${called});`,
  );
  await db.exec(
    [
      'BEGIN;',
      // Rows go back as they were, without their triggers or foreign-key checks firing again.
      'SET LOCAL session_replication_role = replica;',
      `TRUNCATE ${pristine.tables.join(', ')} CASCADE;`,
      ...restore,
      ...sequences,
      'COMMIT;',
    ].join('\n'),
  );
  return true;
}
