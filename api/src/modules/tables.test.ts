import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlParser, type Named, namedBy, sqlIn, viewChanges } from './sql-names.testing';

// A module owns its tables (docs/domains.md); another module reaches them only through the
// owner's service, or reads the views the owner publishes for it. This reads the map's table of
// domains (the tables each owns, the views each publishes), then the SQL of every module (and of
// src/auth, which owns no table, and src/events, which owns only the outbox's), and fails naming the file, the line, the table and its owner
// wherever a module's SQL names a table of another's, or writes through another's view. The SQL is
// read by PostgreSQL's own parser (sql-names.testing.ts), so no way of writing a name slips by.

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

/** Files whose SQL is not PostgreSQL's, with why: they name none of our tables. */
const NOT_POSTGRESQL: Record<string, string> = {
  'modules/imports/geopackage.ts': 'SQLite: it writes a GeoPackage file for the grower to download',
  'modules/clu/importers/geopackage.ts': 'SQLite: it reads a county GeoPackage for the import command',
};

/** Where the SQL of a file of `domains` (the module's own, or none) crosses into another module's data. */
function crossingsIn(path: string, domains: string[], map: DomainMap, code?: string): string[] {
  const crossings: string[] = [];
  for (const { line, sql } of sqlIn(path, code)) {
    let named: Named[];
    try {
      named = namedBy(sql);
    } catch (error) {
      crossings.push(`line ${line}: PostgreSQL cannot read it (${(error as Error).message})`);
      continue;
    }
    for (const { name, write } of named) {
      const owner = map.tables.get(name);
      if (owner && !domains.includes(owner))
        crossings.push(`line ${line} names ${name}, a table of ${owner}`);
      const publisher = map.views.get(name);
      if (publisher && write && !domains.includes(publisher))
        crossings.push(`line ${line} writes through ${name}, a view ${publisher} publishes to be read`);
    }
  }
  return crossings;
}

/** The views the migrations leave standing, as PostgreSQL reads them, in the order they are made. */
function viewsOfMigrations(): string[] {
  const views = new Set<string>();
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    for (const { view, made } of viewChanges(readFileSync(join(migrations, file), 'utf8')))
      if (made) views.add(view);
      else views.delete(view);
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
      if (relative(src, path) in NOT_POSTGRESQL) continue;
      for (const crossing of crossingsIn(path, domains, map))
        found.push(`${relative(src, path)} ${crossing}`);
    }
  };
  for (const folder of readdirSync(modules, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    read(join(modules, folder.name), [folder.name]);
  }
  read(join(src, 'auth'), []);
  // The outbox (src/events/) owns its own tables, none of a domain's.
  read(join(src, 'events'), []);
  return found;
}

describe("a module's SQL names only its own tables and the views others publish", () => {
  const map = domainMap(readFileSync(domainsMd, 'utf8'));
  beforeAll(() => loadSqlParser());

  it('reads the owners of tables and the publishers of views from docs/domains.md', () => {
    expect(map.tables.get('users')).toBe('accounts');
    expect(map.tables.get('fields')).toBe('farms');
    expect(map.tables.get('clu_fields')).toBe('clu');
    expect(map.tables.has('none')).toBe(false);
    expect(map.views.get('field_shapes')).toBe('farms');
    expect(map.views.get('clu_shapes')).toBe('clu');
    expect(map.tables.has('field_shapes')).toBe(false);
  });

  /** The crossings of `code`, as if it were a file of the clu module. */
  const ofClu = (code: string) => crossingsIn(join(modules, 'clu', 'example.ts'), ['clu'], map, code);
  const namesOf = (code: string) =>
    sqlIn('example.ts', code)
      .flatMap(({ sql }) => namedBy(sql))
      .sort((a, b) => a.name.localeCompare(b.name) || Number(a.write) - Number(b.write));

  it('finds what a statement reads and writes, as PostgreSQL reads it, and nothing in comments or prose', () => {
    const code = `// read FROM users here
      const note = 'With users: not a statement';
      db.query(\`SELECT a FROM fields f JOIN farms m ON m.id = f.farm_id\`);
      db.query('INSERT INTO audit_log (a) VALUES (1)'); db.query('UPDATE accounts SET x = 1');
      db.query('DELETE FROM user_tutorials WHERE x'); sql\`SELECT 1 FROM clu_fields\`;`;
    expect(namesOf(code)).toEqual([
      { name: 'accounts', write: true },
      { name: 'audit_log', write: true },
      { name: 'clu_fields', write: false },
      { name: 'farms', write: false },
      { name: 'fields', write: false },
      { name: 'user_tutorials', write: true },
    ]);
  });

  // Each of these slipped past the regex this test used to be (issue 57), proven in a copy.
  const crossing = 'line 1 names fields, a table of farms';
  it('fails on lowercase SQL', () => {
    expect(ofClu("db.query('select f.geom from fields f where f.uuid = $1', [uuid]);")).toEqual([crossing]);
  });
  it('fails on a comma join', () => {
    expect(
      ofClu("db.query('SELECT c.uuid FROM clu_fields c, fields f WHERE ST_Intersects(c.geom, f.geom)');"),
    ).toEqual([crossing]);
  });
  it('fails on a table named with its schema: public.fields', () => {
    expect(ofClu("db.query('SELECT geom FROM public.fields WHERE uuid = $1');")).toEqual([crossing]);
  });
  it('fails on a quoted name: "fields"', () => {
    expect(ofClu(`db.query('SELECT geom FROM "fields" WHERE uuid = $1');`)).toEqual([crossing]);
  });
  it('fails on USING: DELETE … USING fields', () => {
    expect(ofClu("db.query('DELETE FROM clu_fields c USING fields f WHERE c.uuid = f.clu_uuid');")).toEqual([
      crossing,
    ]);
  });
  it("fails on a name built from the file's constants, or from a function that writes SQL", () => {
    // Source code of a file under test: its `${…}` are its own templates, not this test's.
    const built = [
      "const table = 'fields';",
      'db.query(`SELECT 1 FROM $' + '{table}`);',
      'const near = (g: string) => `SELECT uuid FROM fields WHERE ST_DWithin(geom, $' + '{g}, 0.01)`;',
      'db.query(`WITH n AS ($' + "{near('$1')}) SELECT * FROM n`);",
    ];
    expect(ofClu(built.join('\n'))).toEqual([
      'line 2 names fields, a table of farms',
      'line 3 names fields, a table of farms',
      'line 4 names fields, a table of farms',
    ]);
  });
  it('fails on SQL PostgreSQL cannot read, rather than passing over it', () => {
    expect(ofClu("db.query('SELECT FROM WHERE fields');")[0]).toMatch(/^line 1: PostgreSQL cannot read it/);
  });

  it("lets a module read another's published view, never its table, and never write through the view", () => {
    expect(ofClu("db.query('SELECT f.geom FROM field_shapes f JOIN clu_fields c ON true')")).toEqual([]);
    expect(ofClu("db.query('SELECT f.geom FROM fields f')")).toEqual([crossing]);
    expect(ofClu("db.query(`UPDATE field_shapes SET name = 'x'`)")).toEqual([
      'line 1 writes through field_shapes, a view farms publishes to be read',
    ]);
    const farms = join(modules, 'farms', 'example.ts');
    expect(crossingsIn(farms, ['farms'], map, "db.query(`UPDATE field_shapes SET name = 'x'`)")).toEqual([]);
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
