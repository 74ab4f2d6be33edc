import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The one rule of contract/ (no I/O) is Biome's to enforce: biome.json's override for
// contract/src/**. This runs the repo's own Biome, with the repo's own biome.json, over fixtures
// laid out as the repo is, and reads which rule fired on which file: take the override out, or
// let an I/O import or global through it, and this fails.
const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules/.bin/biome');

const fixtures: Record<string, string> = {
  'contract/src/reads-a-file.ts':
    "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  'contract/src/reads-a-file-bare.ts':
    "import { readFile } from 'fs/promises';\nexport const read = readFile;\n",
  'contract/src/opens-a-socket.ts': "import { connect } from 'net';\nexport const open = connect;\n",
  'contract/src/queries.ts': "import pg from 'pg';\nexport const pool = () => new pg.Pool();\n",
  'contract/src/reaches-into-api.ts':
    "import { PAGE_SIZE } from '../../api/src/pagination';\nexport const size = PAGE_SIZE;\n",
  'contract/src/fetches.ts': 'export const load = (url: string) => fetch(url);\n',
  'contract/src/reads-env.ts': 'export const mode = () => process.env.NODE_ENV;\n',
  'contract/src/waits.ts': 'export const later = (run: () => void) => setTimeout(run, 10);\n',
  'contract/src/reads-the-page.ts': 'export const title = () => document.title;\n',
  'contract/src/stores.ts': "export const saved = () => localStorage.getItem('x');\n",
  'contract/src/pure.ts':
    "import { PAGE_SIZE } from './paging';\n\n/** Pages of `total` rows. */\nexport const pages = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));\n",
  // Outside contract/ the tiers do their I/O: the override must not reach them.
  'api/src/fetches.ts':
    "import { readFileSync } from 'node:fs';\nexport const load = (url: string) => [readFileSync, fetch(url)];\n",
};

let dir: string;
let findings: Map<string, Set<string>>;
let status: number | null;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'contract-purity-'));
  // The repo's configuration as it is, but not asking git for ignored files: the copy is no checkout.
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(fixtures)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(biome, ['lint', '--max-diagnostics=500', ...Object.keys(fixtures)], {
    cwd: dir,
    encoding: 'utf8',
  });
  status = run.status;
  findings = new Map();
  const output = `${run.stdout}\n${run.stderr}`;
  for (const [, path = '', rule = ''] of output.matchAll(/(\S+\.ts):\d+:\d+ lint\/\w+\/(\w+)/g)) {
    findings.set(path, (findings.get(path) ?? new Set()).add(rule));
  }
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('contract/ takes no I/O (biome.json)', () => {
  it.each([
    'contract/src/reads-a-file.ts',
    'contract/src/reads-a-file-bare.ts',
    'contract/src/opens-a-socket.ts',
    'contract/src/queries.ts',
    'contract/src/reaches-into-api.ts',
  ])('refuses the import in %s', (path) => {
    expect([...(findings.get(path) ?? [])]).toContain('noRestrictedImports');
  });

  it.each([
    'contract/src/fetches.ts',
    'contract/src/reads-env.ts',
    'contract/src/waits.ts',
    'contract/src/reads-the-page.ts',
    'contract/src/stores.ts',
  ])('refuses the global in %s', (path) => {
    expect([...(findings.get(path) ?? [])]).toContain('noRestrictedGlobals');
  });

  it('lets pure code through, and fails the lint run for the rest', () => {
    expect(findings.get('contract/src/pure.ts')).toBeUndefined();
    expect(status).not.toBe(0);
  });

  it('leaves the tiers outside contract/ to do their I/O', () => {
    expect(findings.get('api/src/fetches.ts')).toBeUndefined();
  });
});
