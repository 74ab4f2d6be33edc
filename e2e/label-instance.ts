import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { fakeNwsPort, labelApiPort, labelPort } from '../playwright.config';

// Global setup: the second instance of label-rules.spec.ts (its own embedded database with the
// demo's 20,000 fields, no Redis, its weather from e2e/fake-nws.ts) is started here and not
// waited for. As a webServer of the config every spec waited for its seeding; now it seeds while
// the other specs run, and label-rules.spec.ts waits for its health (labelInstanceReady).
const logFile = (name: string) => openSync(`.data/${name}.log`, 'w');

function start(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): ChildProcess {
  // A process group of its own, so that teardown stops npm and everything it started.
  return spawn(command, args, { env, detached: true, stdio: ['ignore', logFile(log), logFile(log)] });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const force = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(-child.pid, 'SIGTERM');
  });
}

export default async function startLabelInstance() {
  // scripts/e2e.ts runs label-rules.spec.ts in one half of the suite; the other needs no instance.
  if (process.env.E2E_LABEL_INSTANCE === '0') return async () => {};
  const dataDir = `.data/e2e-pglite-${labelPort}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync('.data', { recursive: true });
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  const nws = start(
    process.execPath,
    ['--import', 'tsx', 'e2e/fake-nws.ts'],
    { ...process.env, FAKE_NWS_PORT: String(fakeNwsPort) },
    `e2e-fake-nws-${fakeNwsPort}`,
  );
  const instance = start(
    'npm',
    ['start'],
    {
      ...env,
      PORT: String(labelPort),
      API_PORT: String(labelApiPort),
      WEB_ORIGIN: `http://localhost:${labelPort}`,
      DATA_DIR: dataDir,
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
      WEATHER_PROVIDER: 'nws',
      NWS_URL: `http://127.0.0.1:${fakeNwsPort}`,
    },
    `e2e-label-instance-${labelPort}`,
  );
  return async () => {
    await Promise.all([stop(instance), stop(nws)]);
  };
}

const up = (url: string) =>
  fetch(url).then(
    (answer) => answer.status === 200,
    () => false,
  );

/** Waits until the label instance and its forecast answer their health checks, or says why not. */
export async function labelInstanceReady(within: number): Promise<void> {
  const until = Date.now() + within;
  while (Date.now() < until) {
    if (
      (await up(`http://127.0.0.1:${labelPort}/health`)) &&
      (await up(`http://127.0.0.1:${fakeNwsPort}/health`))
    )
      return;
    await new Promise((next) => setTimeout(next, 500));
  }
  const tail = (name: string) => {
    try {
      return readFileSync(`.data/${name}.log`, 'utf8').split('\n').slice(-30).join('\n');
    } catch {
      return '(no log)';
    }
  };
  throw new Error(
    `the label-rules instance did not answer on port ${labelPort} within ${within / 1000} s:\n` +
      `${tail(`e2e-label-instance-${labelPort}`)}\n--- fake NWS:\n${tail(`e2e-fake-nws-${fakeNwsPort}`)}`,
  );
}
