import type { Db, Queryable, Row } from './db';

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
  /** A digest of every definition (SHAPE): a suite that created, dropped or altered one changes it. */
  shape: string;
  /** A digest of the copies of the migrations' rows: a suite may write to those too. */
  copies: string;
  tables: string[];
  /** Tables the migrations wrote rows into, with their insertable columns. */
  seeded: { table: string; copy: string; columns: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};

const KEPT = '_pglite_reuse';

// A digest of the definitions (not counts: CREATE OR REPLACE keeps a count) of everything outside
// the extensions: columns with their types and defaults, functions' bodies, triggers and whether
// they fire, constraints, indexes, views and rules, sequences' settings, enums, policies, roles,
// role settings, large objects, and PostGIS's spatial_ref_sys rows, which no TRUNCATE here touches.
const SHAPE = `WITH ext AS (SELECT objid, classid FROM pg_depend WHERE deptype = 'e'),
  ns AS (SELECT oid FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema')
         AND nspname NOT LIKE 'pg_toast%' AND nspname NOT LIKE 'pg_temp%')
SELECT md5(concat_ws('|',
  (SELECT string_agg(format('%s.%s:%s:%s:%s', c.relname, a.attname, a.atttypid, a.atttypmod, a.attnotnull)
     || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' ORDER BY c.oid, a.attnum)
   FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
   LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
   WHERE c.relnamespace IN (SELECT oid FROM ns) AND a.attnum > 0 AND NOT a.attisdropped
     AND c.oid NOT IN (SELECT objid FROM ext WHERE classid = 'pg_class'::regclass)),
  (SELECT string_agg(p.oid::regprocedure::text || md5(p.prosrc) || coalesce(p.proconfig::text, ''), ',' ORDER BY p.oid)
   FROM pg_proc p WHERE p.pronamespace IN (SELECT oid FROM ns)
     AND p.oid NOT IN (SELECT objid FROM ext WHERE classid = 'pg_proc'::regclass)),
  (SELECT string_agg(pg_get_triggerdef(oid) || tgenabled::text, ',' ORDER BY oid) FROM pg_trigger WHERE NOT tgisinternal),
  (SELECT string_agg(conname || pg_get_constraintdef(oid) || convalidated::text, ',' ORDER BY oid)
   FROM pg_constraint WHERE connamespace IN (SELECT oid FROM ns)),
  (SELECT string_agg(pg_get_indexdef(indexrelid), ',' ORDER BY indexrelid)
   FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relnamespace IN (SELECT oid FROM ns)),
  (SELECT string_agg(ev_class::regclass::text || md5(pg_get_ruledef(oid)), ',' ORDER BY oid) FROM pg_rewrite
   WHERE ev_class IN (SELECT oid FROM pg_class WHERE relnamespace IN (SELECT oid FROM ns))),
  (SELECT string_agg(concat_ws(':', seqrelid, seqincrement, seqmin, seqmax, seqstart, seqcycle), ',' ORDER BY seqrelid)
   FROM pg_sequence),
  (SELECT string_agg(enumtypid::text || enumlabel, ',' ORDER BY enumtypid, enumsortorder) FROM pg_enum),
  (SELECT string_agg(polname || coalesce(pg_get_expr(polqual, polrelid), ''), ',' ORDER BY oid) FROM pg_policy),
  (SELECT string_agg(relname || relrowsecurity::text || relkind::text, ',' ORDER BY oid)
   FROM pg_class WHERE relnamespace IN (SELECT oid FROM ns)),
  (SELECT string_agg(rolname, ',' ORDER BY oid) FROM pg_authid),
  (SELECT count(*) FROM pg_db_role_setting),
  (SELECT count(*) FROM pg_largeobject_metadata),
  (SELECT md5(string_agg(concat_ws(':', srid, auth_name, auth_srid, srtext, proj4text), ',' ORDER BY srid))
   FROM spatial_ref_sys))) AS shape`;

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

/** The digest of `db`'s definitions that `reset` compares with the migrated one's. */
export const shapeOf = async (db: Db) => (await db.query<{ shape: string }>(SHAPE))[0]?.shape ?? '';

async function copiesDigest(db: Db, seeded: Pristine['seeded']): Promise<string> {
  const parts = seeded.map(
    ({ copy }) => `(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM ${copy} t)`,
  );
  const [{ digest } = { digest: '' }] = await db.query<{ digest: string }>(
    `SELECT md5(concat_ws('|', ${parts.join(', ') || "''"})) AS digest`,
  );
  return digest;
}

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
  const shape = await shapeOf(db);
  pristineOf.set(db, { shape, copies: await copiesDigest(db, seeded), tables, seeded, sequences });
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
  if ((await shapeOf(db)) !== pristine.shape || (await copiesDigest(db, pristine.seeded)) !== pristine.copies)
    return false;
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

/**
 * A suite's hold on a database handed between suites: once released (the suite's close, which
 * only the first call does), anything still using it (a write nobody awaited, a timer of an api
 * left open) is refused rather than landing in the next suite's database.
 */
export function lease(db: Db): { db: Db; release(): boolean } {
  let held = true;
  const release = () => {
    const first = held;
    held = false;
    return first;
  };
  const check = () => {
    if (!held) throw new Error('This suite closed its database: a query after close reaches no one.');
  };
  return {
    db: {
      engine: db.engine,
      async query<T extends Row>(sql: string, params?: readonly unknown[]) {
        check();
        return db.query<T>(sql, params);
      },
      async exec(sql: string) {
        check();
        return db.exec(sql);
      },
      async transaction<T>(work: (tx: Queryable) => Promise<T>) {
        check();
        return db.transaction(work);
      },
      // A suite that closes the database itself closes it for good: it is not handed on.
      async close() {
        if (release()) await db.close();
      },
    },
    /** True the first time only: the caller may hand the database on. */
    release,
  };
}
