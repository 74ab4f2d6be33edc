import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A module owns its tables (docs/domains.md); another module reaches them only through the
// owner's service. This reads the map's table of domains, then the SQL of every module (and of
// src/auth, which owns no table), and fails naming the file, the table and its owner wherever a
// module's SQL names a table of another's.

const modules = import.meta.dirname;
const src = join(modules, '..');
const domainsMd = join(modules, '..', '..', '..', 'docs', 'domains.md');

/** table → the domain that owns it, from the map's table (`| `domain` | … | `table`, … |`). */
function tableOwners(markdown: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const domain = /^`([a-z-]+)`$/.exec(cells[1] ?? '')?.[1];
    const tables = cells.at(-2) ?? '';
    if (!domain || tables.startsWith('none')) continue;
    for (const [, table] of tables.matchAll(/`([a-z_][a-z0-9_]*)`/g)) if (table) owners.set(table, domain);
  }
  return owners;
}

/** The tables a file's SQL names: after FROM, JOIN, INTO and UPDATE (DELETE FROM included). */
function tablesNamed(code: string): Set<string> {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return new Set(
    [...withoutComments.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_][a-z0-9_]*)\b/g)].map(
      (match) => match[1] as string,
    ),
  );
}

/**
 * Crossings not yet removed, each with why it waits. A line whose crossing is gone fails the
 * test too, so the list only shrinks.
 */
const PENDING: { file: string; table: string; why: string }[] = [
  // Billing: the plan (subscription_plan, plan_expires_at) is kept on accounts; moving it to a
  // table of billing's own is a migration of its own.
  { file: 'modules/billing/store.ts', table: 'accounts', why: 'the plan columns live on accounts' },
];

type Crossing = { file: string; table: string; owner: string };

function crossings(): Crossing[] {
  const owners = tableOwners(readFileSync(domainsMd, 'utf8'));
  const found: Crossing[] = [];
  const read = (folder: string, domains: string[]) => {
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
      if (
        !entry.isFile() ||
        !entry.name.endsWith('.ts') ||
        /\.test\.ts$|\.testing\.ts$|\.d\.ts$/.test(entry.name)
      )
        continue;
      const path = join(entry.parentPath, entry.name);
      for (const table of tablesNamed(readFileSync(path, 'utf8'))) {
        const owner = owners.get(table);
        if (owner && !domains.includes(owner)) found.push({ file: relative(src, path), table, owner });
      }
    }
  };
  for (const folder of readdirSync(modules, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    read(join(modules, folder.name), [folder.name]);
  }
  read(join(src, 'auth'), []);
  return found;
}

describe("a module's SQL names only its own tables", () => {
  it('reads the owners from docs/domains.md', () => {
    const owners = tableOwners(readFileSync(domainsMd, 'utf8'));
    expect(owners.get('users')).toBe('accounts');
    expect(owners.get('fields')).toBe('farms');
    expect(owners.get('clu_fields')).toBe('clu');
    expect(owners.has('none')).toBe(false);
  });

  it('finds the tables after FROM, JOIN, INTO, UPDATE and DELETE FROM, not in comments', () => {
    const code = `// read FROM users here
      db.query(\`SELECT a FROM fields f JOIN farms m ON m.id = f.farm_id\`);
      db.query('INSERT INTO audit_log (a) VALUES (1)'); db.query('UPDATE accounts SET x = 1');
      db.query('DELETE FROM user_tutorials WHERE x'); sql\`SELECT 1 FROM clu_fields\`;`;
    expect([...tablesNamed(code)].sort()).toEqual([
      'accounts',
      'audit_log',
      'clu_fields',
      'farms',
      'fields',
      'user_tutorials',
    ]);
  });

  it('no module names another module’s table, except the crossings listed as pending', () => {
    const all = crossings();
    const pending = (crossing: Crossing) =>
      PENDING.some((entry) => entry.file === crossing.file && entry.table === crossing.table);
    const unlisted = all
      .filter((crossing) => !pending(crossing))
      .map(({ file, table, owner }) => `${file} names ${table}, a table of ${owner}`);
    expect(unlisted).toEqual([]);
    const gone = PENDING.filter(
      (entry) => !all.some((crossing) => crossing.file === entry.file && crossing.table === entry.table),
    ).map(({ file, table }) => `${file} no longer names ${table}: remove it from PENDING`);
    expect(gone).toEqual([]);
  });

  it('keeps SQL in stores: store.ts, <something>-store.ts or files under store/', () => {
    const isStore = (path: string) => /(^|\/)store\.ts$|-store\.ts$|(^|\/)store\//.test(path);
    const outside = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter(
        (path) => path.endsWith('.ts') && !/\.test\.ts$|\.testing\.ts$|\.d\.ts$/.test(path) && !isStore(path),
      )
      .filter((path) => /\.query\s*[<(]/.test(readFileSync(join(modules, path), 'utf8')));
    expect(outside).toEqual([]);
  });
});
