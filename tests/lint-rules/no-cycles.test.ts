import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Zero import cycles, type imports included (issue 57, item 5): madge with its defaults, as a
// person would run it (`npx madge --circular --extensions ts,tsx …`), over every workspace.
// madge counts `import type` as an import, so a cycle of types alone fails here: a type two
// files share lives in a leaf module both import (api/src/auth/viewer.ts holds the Viewer and
// imports nothing from the domains; auth/resolve-viewer.ts builds one). `npm run lint:deps`
// (dependency-cruiser's no-circular) refuses the same cycles, type-only ones too.
const root = resolve(import.meta.dirname, '../..');
const madge = resolve(root, 'node_modules/madge/bin/cli.js');
const WORKSPACES = ['api/src', 'gateway/src', 'web/src', 'contract/src', 'sdk/src'];

/** The cycles madge finds under `folders` (relative to `cwd`), each as its files joined by ' > '. */
function cycles(cwd: string, folders: string[]): string[] {
  const run = spawnSync(
    process.execPath,
    [madge, '--circular', '--extensions', 'ts,tsx', '--json', '--no-spinner', ...folders],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const json = run.stdout.slice(run.stdout.indexOf('['));
  if (!json.startsWith('[')) throw new Error(`madge did not run: ${run.stderr}${run.stdout}`);
  return (JSON.parse(json) as string[][]).map((cycle) => cycle.join(' > '));
}

const fixture = mkdtempSync(join(tmpdir(), 'no-cycles-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('import cycles', () => {
  it('madge counts a cycle made of type imports alone', () => {
    writeFileSync(
      join(fixture, 'viewer.ts'),
      "import type { Plan } from './plans';\nexport type Viewer = { plan: Plan };\n",
    );
    writeFileSync(
      join(fixture, 'plans.ts'),
      "import type { Viewer } from './viewer';\nexport type Plan = 'F' | 'B';\nexport const planOf = (viewer: Viewer): Plan => viewer.plan;\n",
    );
    expect(cycles(fixture, ['.'])).toEqual(['plans.ts > viewer.ts']);
  });

  it('finds none across api, gateway, web, contract and sdk', { timeout: 180_000 }, () => {
    expect(cycles(root, WORKSPACES)).toEqual([]);
  });
});
