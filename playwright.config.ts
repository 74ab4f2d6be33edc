import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './e2e/chromium';

// The e2e suite drives the whole product (api + gateway + built web) in Debian's Chromium.
// Its own ports and data folder keep it apart from a developer's `npm start`; E2E_PORT and
// E2E_API_PORT move it aside when two runs share a machine.
const port = Number(process.env.E2E_PORT ?? 4100);
const apiPort = Number(process.env.E2E_API_PORT ?? 8100);

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: {
    // A fresh embedded database each run: tests claim fields, and claims last.
    command: `rm -rf .data/e2e-pglite-${port} && npm start`,
    url: `http://127.0.0.1:${port}/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      WEB_ORIGIN: `http://localhost:${port}`,
      DATA_DIR: `.data/e2e-pglite-${port}`,
      // Every page of the suite signs in from one address, some 40 sign-ins and sign-ups in a few
      // minutes on a fast machine: past the 10 a minute one person gets. The limit itself is
      // tested in the api (accounts.test.ts, recovery.test.ts).
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
    },
  },
});

export const apiUrl = `http://127.0.0.1:${apiPort}`;
