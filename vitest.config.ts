import { defineConfig } from 'vitest/config';

// `npm test` runs every unit and integration suite: api and gateway unit tests beside their
// code, the web's component tests in jsdom, and the cross-service tests in tests/.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'api', root: 'api', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000, fileParallelism: false } },
      { test: { name: 'gateway', root: 'gateway', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 } },
      'web/vite.config.ts',
      { test: { name: 'tests', root: 'tests', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false } },
    ],
  },
});
