import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './e2e/chromium';

// The e2e suite drives the whole product (api + gateway + built web) in Debian's Chromium.
// Its own ports and data folder keep it apart from a developer's `npm start`; E2E_PORT and
// E2E_API_PORT move it aside when two runs share a machine.
const port = Number(process.env.E2E_PORT ?? 4100);
const apiPort = Number(process.env.E2E_API_PORT ?? 8100);
// A second instance judges sprays against a forecast made for the test (e2e/fake-nws.ts), on
// its own embedded database: label-rules.spec.ts. 4190 is a port browsers and fetch refuse.
// e2e/label-instance.ts starts it (global setup) without holding the other specs up.
export const labelPort = port + 10;
export const labelApiPort = apiPort + 10;
export const fakeNwsPort = port + 91;

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  // A test.only left in a spec would run alone in CI and pass the suite with the rest skipped.
  forbidOnly: !!process.env.CI,
  // One product instance and one database for every spec: specs are not written to run beside
  // each other (demo accounts and fields are shared).
  workers: 1,
  reporter: [['list']],
  // scripts/e2e.ts gives each half of the suite a folder of its own.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The app's service worker would serve later pages of a test from its own cache; only the
    // spec about it (offline.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  globalSetup: './e2e/label-instance.ts',
  // label-rules.spec.ts has its own instance and project: `--project label-rules` runs it alone,
  // `--project product` everything else.
  projects: [
    { name: 'product', testIgnore: /label-rules\.spec\.ts$/ },
    { name: 'label-rules', testMatch: /label-rules\.spec\.ts$/ },
  ],
  webServer: [
    {
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
        // A failing webhook delivery is failed after 20 s rather than 24 hours, so a developer's
        // Send again can be tried on screen (developer-deliveries.spec.ts).
        WEBHOOK_RETRY_WINDOW_SECONDS: '20',
      },
    },
  ],
});

export const apiUrl = `http://127.0.0.1:${apiPort}`;
/** The instance whose weather is the test forecast of e2e/fake-nws.ts. */
export const labelInstanceUrl = `http://localhost:${labelPort}`;
