import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from './db';

const migrationsDir = resolve(import.meta.dirname, '..', '..', 'migrations');
// Any fixed number: serialises api instances that start together against one PostgreSQL.
const migrationLock = 7_402_118;

/**
 * Applies the ordered SQL files in api/migrations that this database has not seen yet; `until`
 * stops after the named file (a migration's test builds the data it carries over).
 */
export async function migrate(db: Db, until?: string): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql') && (until === undefined || name <= until))
    .sort();
  return db.transaction(async (tx) => {
    if (db.engine === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      const statements = readFileSync(join(migrationsDir, name), 'utf8');
      // Statements run one by one so both engines accept them inside the transaction.
      for (const statement of splitStatements(statements)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });
}

/**
 * Splits a migration on semicolons that end a line; migrations keep to that shape. A function
 * body between `$$` quotes is one statement with the CREATE that holds it, whatever its lines end in.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
