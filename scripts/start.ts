// `npm start`: the whole product on one machine — builds the browser bundles when their
// sources changed, starts the api (embedded PGlite + PostGIS unless DATABASE_URL is set,
// demo data seeded once, in production only when SEED_DEMO asks) and the gateway, which
// serves the web app at http://localhost:4000.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const children: ChildProcess[] = [];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

function finished(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exited with ${code}`))));
  });
}

async function buildIfStale(label: string, sources: string[], output: string, workspace: string) {
  const built = newestMtime(output);
  if (built > 0 && sources.every((source) => newestMtime(join(root, source)) <= built)) return;
  console.log(`Building ${label}…`);
  await finished(run('npm', ['run', 'build', '-w', workspace]));
}

async function waitFor(url: string, what: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function stopAll(code: number) {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  await buildIfStale(
    'the web app',
    ['web/src', 'web/index.html', 'web/vite.config.ts'],
    join(root, 'web/dist/index.html'),
    'web',
  );
  await buildIfStale(
    'GraphiQL',
    ['gateway/src/playground', 'gateway/vite.playground.config.ts'],
    join(root, 'gateway/dist/playground'),
    'gateway',
  );

  const apiPort = process.env.API_PORT ?? '8000';
  // Request-by-request logs are for servers; a person running the product wants the summary.
  // Demo accounts have published passwords: a production start seeds them only when
  // SEED_DEMO says so; a developer's start seeds them unless told not to.
  const production = process.env.NODE_ENV === 'production';
  const api = run(tsx, ['api/src/main.ts'], {
    SEED_DEMO: process.env.SEED_DEMO ?? (production ? 'false' : 'true'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The gateway started below, on this machine, forwards each client's address.
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    // A developer's start takes webhooks to a receiver on this machine (docs/partners/webhooks.md,
    // "Local development"); the api ignores this in production.
    WEBHOOKS_ALLOW_LOOPBACK: process.env.WEBHOOKS_ALLOW_LOOPBACK ?? (production ? 'false' : 'true'),
    // A freed buffer of more than 128 kB goes back to the system at once, rather than staying in
    // glibc's heap once one large upload has raised its threshold (bench/README.md, "Upload memory").
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  });
  api.on('exit', (code) => stopAll(code ?? 1));
  // The first start on the embedded database creates PostGIS (about half a minute).
  await waitFor(`http://127.0.0.1:${apiPort}/health`, 'The api', 180_000);

  const gateway = run(tsx, ['gateway/src/main.ts'], {
    API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  });
  gateway.on('exit', (code) => stopAll(code ?? 1));
  const port = process.env.PORT ?? '4000';
  await waitFor(`http://127.0.0.1:${port}/health`, 'The gateway', 60_000);
  console.log(
    `\nField Boundaries is running at http://localhost:${port}  (GraphiQL: http://localhost:${port}/graphql)\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
