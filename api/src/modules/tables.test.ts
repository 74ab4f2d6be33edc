import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A module owns its tables (docs/domains.md); another module reaches them only through the
// owner's service, or reads the views the owner publishes for it. This reads the map's table of
// domains (the tables each owns, the views each publishes), then the SQL of every module (and of
// src/auth, which owns no table), and fails naming the file, the table and its owner wherever a
// module's SQL names a table of another's, or writes through another's view.

const modules = import.meta.dirname;
const src = join(modules, '..');
const domainsMd = join(modules, '..', '..', '..', 'docs', 'domains.md');
const migrations = join(modules, '..', '..', 'migrations');

type DomainMap = {
  /** table → the domain that owns it */
  tables: Map<string, string>;
  /** view → the domain that publishes it */
  views: Map<string, string>;
};

/** The map's table of domains: `| `domain` | … | `table`, … | `view`, … |`, columns found by their heading. */
function domainMap(markdown: string): DomainMap {
  const map: DomainMap = { tables: new Map(), views: new Map() };
  const cellsOf = (line: string) => line.split('|').map((cell) => cell.trim());
  const lines = markdown.split('\n');
  const heading = cellsOf(lines.find((line) => line.includes('tables it owns')) ?? '');
  const tablesAt = heading.indexOf('tables it owns');
  const viewsAt = heading.indexOf('views it publishes');
  const names = (cell: string) =>
    cell.startsWith('none')
      ? []
      : [...cell.matchAll(/`([a-z_][a-z0-9_]*)`/g)].map((match) => match[1] as string);
  for (const line of lines) {
    const cells = cellsOf(line);
    const domain = /^`([a-z-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!domain) continue;
    for (const table of names(cells[tablesAt] ?? '')) map.tables.set(table, domain);
    for (const view of names(cells[viewsAt] ?? '')) map.views.set(view, domain);
  }
  return map;
}

type Named = { name: string; write: boolean };

/** The tables and views a file's SQL names: read after FROM and JOIN, written after INTO, UPDATE and DELETE FROM. */
function namedIn(code: string): Named[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = new Map<string, Named>();
  for (const [, keyword, name] of withoutComments.matchAll(
    /\b(DELETE\s+FROM|FROM|JOIN|INTO|UPDATE)\s+([a-z_][a-z0-9_]*)\b/g,
  )) {
    const write = !/^(FROM|JOIN)$/.test(keyword as string);
    const key = `${name} ${write}`;
    if (!found.has(key)) found.set(key, { name: name as string, write });
  }
  return [...found.values()];
}

/** Where SQL of `domains` (the module's own, or none) crosses into another module's data. */
function crossingsIn(code: string, domains: string[], map: DomainMap): string[] {
  const crossings: string[] = [];
  for (const { name, write } of namedIn(code)) {
    const owner = map.tables.get(name);
    if (owner && !domains.includes(owner)) crossings.push(`names ${name}, a table of ${owner}`);
    const publisher = map.views.get(name);
    if (publisher && write && !domains.includes(publisher))
      crossings.push(`writes through ${name}, a view ${publisher} publishes to be read`);
  }
  return crossings;
}

/** The views the migrations leave standing, in the order they are made. */
function viewsOfMigrations(): string[] {
  const views = new Set<string>();
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(migrations, file), 'utf8').replace(/^\s*--.*$/gm, '');
    for (const [, drop, name] of sql.matchAll(
      /\b(CREATE(?:\s+OR\s+REPLACE)?|DROP)\s+VIEW\s+(?:IF\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi,
    ))
      if (/^DROP$/i.test(drop as string)) views.delete(name as string);
      else views.add(name as string);
  }
  return [...views].sort();
}

function crossings(): string[] {
  const map = domainMap(readFileSync(domainsMd, 'utf8'));
  const found: string[] = [];
  const read = (folder: string, domains: string[]) => {
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
      if (
        !entry.isFile() ||
        !entry.name.endsWith('.ts') ||
        /\.test\.ts$|\.testing\.ts$|\.d\.ts$/.test(entry.name)
      )
        continue;
      const path = join(entry.parentPath, entry.name);
      for (const crossing of crossingsIn(readFileSync(path, 'utf8'), domains, map))
        found.push(`${relative(src, path)} ${crossing}`);
    }
  };
  for (const folder of readdirSync(modules, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    read(join(modules, folder.name), [folder.name]);
  }
  read(join(src, 'auth'), []);
  return found;
}

describe("a module's SQL names only its own tables and the views others publish", () => {
  const map = domainMap(readFileSync(domainsMd, 'utf8'));

  it('reads the owners of tables and the publishers of views from docs/domains.md', () => {
    expect(map.tables.get('users')).toBe('accounts');
    expect(map.tables.get('fields')).toBe('farms');
    expect(map.tables.get('clu_fields')).toBe('clu');
    expect(map.tables.has('none')).toBe(false);
    expect(map.views.get('field_shapes')).toBe('farms');
    expect(map.views.get('clu_shapes')).toBe('clu');
    expect(map.tables.has('field_shapes')).toBe(false);
  });

  it('finds what is read after FROM and JOIN, and written after INTO, UPDATE and DELETE FROM, not in comments', () => {
    const code = `// read FROM users here
      db.query(\`SELECT a FROM fields f JOIN farms m ON m.id = f.farm_id\`);
      db.query('INSERT INTO audit_log (a) VALUES (1)'); db.query('UPDATE accounts SET x = 1');
      db.query('DELETE FROM user_tutorials WHERE x'); sql\`SELECT 1 FROM clu_fields\`;`;
    expect(namedIn(code).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'accounts', write: true },
      { name: 'audit_log', write: true },
      { name: 'clu_fields', write: false },
      { name: 'farms', write: false },
      { name: 'fields', write: false },
      { name: 'user_tutorials', write: true },
    ]);
  });

  it("lets a module read another's published view, never its table, and never write through the view", () => {
    expect(crossingsIn('SELECT f.geom FROM field_shapes f JOIN clu_fields c ON true', ['clu'], map)).toEqual(
      [],
    );
    expect(crossingsIn('SELECT f.geom FROM fields f', ['clu'], map)).toEqual([
      'names fields, a table of farms',
    ]);
    expect(crossingsIn("UPDATE field_shapes SET name = 'x'", ['clu'], map)).toEqual([
      'writes through field_shapes, a view farms publishes to be read',
    ]);
    expect(crossingsIn("UPDATE field_shapes SET name = 'x'", ['farms'], map)).toEqual([]);
  });

  it('lists every view the migrations make, and no other, under the module that publishes it', () => {
    expect([...map.views.keys()].sort()).toEqual(viewsOfMigrations());
  });

  it('finds no module naming another module’s table', () => {
    expect(crossings()).toEqual([]);
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
