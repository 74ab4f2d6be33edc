import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

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

// `npm test` runs every unit and integration suite: contract, api, gateway and sdk unit tests beside
// their code, the web's component tests in jsdom, and the cross-service tests in tests/.
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
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
