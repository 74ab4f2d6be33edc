import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// Each import rule of .dependency-cruiser.cjs, run as `npm run lint:deps` runs it, on two small
// trees laid out like the repo: `breaking/` breaks every rule once, `clean/` holds the imports
// each rule must let through (a module's own store, a route composing features, a shared type kept
// in a leaf…).
const root = resolve(import.meta.dirname, '../..');
const fixtures = resolve(import.meta.dirname, 'fixtures');
const depcruise = resolve(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const config = resolve(root, '.dependency-cruiser.cjs');
// The fixture trees hold these four; `lint:deps` itself must name every workspace (last test).
const workspaces = ['api', 'gateway', 'web', 'sdk'];

type Violation = { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] };

/** Every broken rule in a fixture tree, as `rule: from → to` (a cycle as its whole path). */
function cruise(tree: string): string[] {
  const run = spawnSync(
    process.execPath,
    [depcruise, '--config', config, '--output-type', 'json', ...workspaces],
    { cwd: resolve(fixtures, tree), encoding: 'utf8' },
  );
  if (run.stdout === '') throw new Error(`dependency-cruiser did not run: ${run.stderr}`);
  const { violations } = JSON.parse(run.stdout).summary as { violations: Violation[] };
  return violations
    .map(({ rule, from, to, cycle }) =>
      cycle
        ? `${rule.name}: ${[from, ...cycle.map((step) => step.name)].join(' → ')}`
        : `${rule.name}: ${from} → ${to}`,
    )
    .sort();
}

const brokenBy = (rule: string) => breaking.filter((line) => line.startsWith(`${rule}: `));

let breaking: string[];
let clean: string[];
beforeAll(() => {
  breaking = cruise('breaking');
  clean = cruise('clean');
});

describe('the import rules', () => {
  it("api-store-of-another-module: a module reaches another module's store, even for a type", () => {
    expect(brokenBy('api-store-of-another-module')).toEqual([
      'api-store-of-another-module: api/src/modules/reports/service.ts → api/src/modules/spray-planner/planner-store.ts',
      'api-store-of-another-module: api/src/modules/spray-planner/service.ts → api/src/modules/farms/store.ts',
      'api-store-of-another-module: api/src/modules/tank-mixes/service.ts → api/src/modules/catalogue/store/crops.ts',
    ]);
  });

  it("api-store-outside-modules: auth reads a module's store", () => {
    expect(brokenBy('api-store-outside-modules')).toEqual([
      'api-store-outside-modules: api/src/auth/viewer.ts → api/src/modules/accounts/store.ts',
    ]);
  });

  it('web-feature-imports-another-feature: one feature imports another', () => {
    expect(brokenBy('web-feature-imports-another-feature')).toEqual([
      'web-feature-imports-another-feature: web/src/features/farms/FarmList.ts → web/src/features/neighbours/NeighbourList.ts',
    ]);
  });

  it('web-shared-imports-a-feature: layout/ composes a feature', () => {
    expect(brokenBy('web-shared-imports-a-feature')).toEqual([
      'web-shared-imports-a-feature: web/src/layout/TopBar.ts → web/src/features/farms/FarmList.ts',
    ]);
  });

  it('web-feature-imports-a-route: a feature imports from routes/', () => {
    expect(brokenBy('web-feature-imports-a-route')).toEqual([
      'web-feature-imports-a-route: web/src/features/neighbours/NeighbourList.ts → web/src/routes/paths.ts',
    ]);
  });

  it("gateway-resolver-imports-another-domain: a domain's resolvers import another domain's", () => {
    expect(brokenBy('gateway-resolver-imports-another-domain')).toEqual([
      'gateway-resolver-imports-another-domain: gateway/src/resolvers/tank-mixes/TankMix.ts → gateway/src/resolvers/catalogue/Catalogue.ts',
    ]);
  });

  it("tier-imports-another-tier: the web reads the api's source", () => {
    expect(brokenBy('tier-imports-another-tier')).toEqual([
      'tier-imports-another-tier: web/src/map/rows.ts → api/src/units.ts',
    ]);
  });

  it('sdk-stands-alone: the published SDK reads another workspace', () => {
    expect(brokenBy('sdk-stands-alone')).toEqual(['sdk-stands-alone: sdk/src/geojson.ts → api/src/units.ts']);
  });

  it('no-circular: a cycle in each workspace, one of type imports alone', () => {
    expect(brokenBy('no-circular')).toEqual([
      'no-circular: api/src/modules/boundaries/draw.ts → api/src/modules/boundaries/edit.ts → api/src/modules/boundaries/draw.ts',
      'no-circular: api/src/modules/catalogue/compatibility.ts → api/src/modules/catalogue/store.ts → api/src/modules/catalogue/compatibility.ts',
      'no-circular: gateway/src/upstream/node-stream.ts → gateway/src/upstream/wire-fields.ts → gateway/src/upstream/node-stream.ts',
      'no-circular: web/src/map/fieldGroups.ts → web/src/map/fieldStore.ts → web/src/map/fieldGroups.ts',
    ]);
  });

  it('breaks nothing else in the breaking tree', () => {
    expect(breaking).toHaveLength(14);
  });

  it('let through what the rules allow: own stores, app.ts, seed, routes composing features, contract/, a shared type in a leaf', () => {
    expect(clean).toEqual([]);
  });

  it('npm run lint:deps cruises every workspace with this configuration', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['lint:deps']).toBe(
      `depcruise --config .dependency-cruiser.cjs ${pkg.workspaces.join(' ')}`,
    );
  });
});
