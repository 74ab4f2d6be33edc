import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { storeSuites } from './scripts/store-suites.ts';

// graphql 16 ships CJS (`main`) and ESM (`module`) side by side. Node, and so every dependency,
// loads the CJS build; Vite would hand our own files the ESM one, and two graphql realms
// reject each other's schemas. Point our imports at the build Node uses.
const graphqlDir = resolve(import.meta.dirname, 'node_modules/graphql');
const sameGraphqlAsNode = {
  alias: [
    { find: /^graphql$/, replacement: `${graphqlDir}/index.js` },
    { find: /^graphql\/(.*)$/, replacement: `${graphqlDir}/$1.js` },
  ],
};

// The api's store suites a second time on embedded PGlite (`npm start`'s default database), found
// by their imports (scripts/store-suites.ts). In CI (CI=true) and `npm run test:pglite` only
// (PGLITE_PASS=1): a developer's `vitest run some.test.ts` runs the file once.
const pglitePass = process.env.CI === 'true' || process.env.PGLITE_PASS === '1';
const apiTimeouts = { testTimeout: 30_000, hookTimeout: 120_000 };

// `npm test` runs every unit and integration suite: contract, api, gateway and sdk unit tests beside
// their code, the web's component tests in jsdom, and the cross-service tests in tests/.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1). Most suites wait on PostgreSQL, an
    // api or a gateway they started, so two workers keep both cores busy: six heavy suites took
    // 73 s on 1 worker, 44 s on 2, 36 s on 3 (a loaded machine). Three oversubscribe the CPU-bound
    // ones (argon2, PGlite's WebAssembly): on a machine at load 23 four tests passed their 30 s
    // limit that take 3-7 s on one worker. TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'contract',
          root: 'contract',
          include: ['src/**/*.test.ts', '*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: 'api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          ...apiTimeouts,
        },
      },
      ...(pglitePass
        ? [
            {
              test: {
                name: 'api-pglite',
                root: 'api',
                include: storeSuites().map((path) => path.replace(/^api\//, '')),
                environment: 'node',
                // No server: startTestApi gives each suite an embedded database. Loading one costs
                // seconds of CPU (PGlite's and PostGIS's WebAssembly, the migrated image), most of
                // this pass's time; so suites run one after another in a worker process that stays
                // (isolate: false), and each takes the database the previous one closed, put back
                // as the migrations left it (api/src/db/pglite-reuse.ts).
                isolate: false,
                env: { DATABASE_URL: '', PGLITE_REUSE: '1' },
                // What one file changes of the process ends with it: stubs, spies, process.env.
                setupFiles: ['src/pglite-pass.setup.ts'],
                unstubGlobals: true,
                unstubEnvs: true,
                restoreMocks: true,
                ...apiTimeouts,
              },
            },
          ]
        : []),
      {
        resolve: sameGraphqlAsNode,
        test: {
          name: 'gateway',
          root: 'gateway',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'sdk',
          root: 'sdk',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'web/vite.config.ts',
      {
        resolve: sameGraphqlAsNode,
        test: {
          name: 'tests',
          root: 'tests',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
