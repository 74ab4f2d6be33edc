import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The api's store suites: every test file under api/src that reaches api/src/testing.ts (the
// database a test gets) through its imports, directly or through a *.testing.ts helper. CI runs
// these a second time on embedded PGlite, the database `npm start` uses by default (the
// api-pglite project of vitest.config.ts); found by their imports, a new module's suites join
// that pass without anyone keeping a list.
const root = resolve(import.meta.dirname, '..');
const testing = join(root, 'api', 'src', 'testing.ts');

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.flatMap(([, specifier]) => {
    const base = resolve(dirname(file), specifier as string);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/),
    );
    return found ? [found] : [];
  });
}

const reaches = new Map<string, boolean>();
function reachesTesting(file: string): boolean {
  if (file === testing) return true;
  const known = reaches.get(file);
  if (known !== undefined) return known;
  reaches.set(file, false); // an import cycle adds nothing
  const answer = localImports(file).some(reachesTesting);
  reaches.set(file, answer);
  return answer;
}

export function storeSuites(): string[] {
  return testFiles(join(root, 'api', 'src'))
    .filter(reachesTesting)
    .map((file) => relative(root, file))
    .sort();
}

// `tsx scripts/store-suites.ts` lists them (vitest.config.ts makes them the api-pglite project).
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  console.log(storeSuites().join('\n'));
