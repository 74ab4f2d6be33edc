import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { nodeCounts } from '../api/src/modules/clu/store';
import { startTestApi, type TestApi } from '../api/src/testing';

// The stack as benchmarks measure it: the real api on a fresh database holding the demo
// region, and the real gateway in its own process (so its memory is its own).
export type BenchStack = {
  api: TestApi;
  gatewayUrl: string;
  /** The gateway's own node process (not a wrapper): the process whose memory is read. */
  gatewayPid: number;
  access: string;
  /** The signed-in benchmark grower's e-mail (its account reads the same fields as the app). */
  email: string;
  nodes: { id: number; fieldCount: number }[];
  close(): Promise<void>;
};

const root = join(import.meta.dirname, '..');
/** The gateway's port (the bench's own range; BENCH_GATEWAY_PORT to move it). */
export const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 9100);

export async function startBenchStack(fields: number): Promise<BenchStack> {
  const api = await startTestApi();
  await writeDemoRegion(api.db, fields);
  const { access, email } = await api.session();
  const rows = await api.db.query<{ id: number }>('SELECT id FROM clu_nodes ORDER BY id');
  const counts = await nodeCounts(
    api.db,
    rows.map((row) => Number(row.id)),
  );
  const nodes = [...counts].map(([id, count]) => ({ id, fieldCount: count.field_count }));
  let gateway: RunningProcess;
  try {
    gateway = await startGatewayProcess(api.url, GATEWAY_PORT);
  } catch (error) {
    await api.close();
    throw error;
  }
  return {
    api,
    gatewayUrl: gateway.url,
    gatewayPid: gateway.pid,
    access,
    email,
    nodes,
    async close() {
      gateway.stop();
      await api.close();
    },
  };
}

/** The api in its own process, on a database of its own, as `startApiProcess` started it. */
export type ApiProcess = RunningProcess & {
  /** Its database's address (PostgreSQL), or undefined on embedded PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
};

/**
 * The api in its own node process (not a wrapper: the pid is the api's), on a fresh database:
 * one made on `DATABASE_URL`'s server and dropped at close, else PGlite in a temporary folder.
 * As the image runs it (Dockerfile ENV: two malloc arenas); `env` adds to that (SEED_DEMO=true
 * for the demo region and its people).
 */
export async function startApiProcess(port: number, env: Record<string, string> = {}): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `bench_api_${Date.now()}_${port}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const at = new URL(process.env.DATABASE_URL);
    at.pathname = `/${name}`;
    databaseUrl = at.toString();
    drop = async () => {
      const cleaner = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    };
  }
  const environment: Record<string, string> = {
    ...(process.env as Record<string, string>),
    API_PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_ATTEMPTS_PER_MINUTE: '100000',
    LOGIN_FAILURES_PER_MINUTE: '100000',
    SEED_DEMO: 'false',
    MALLOC_ARENA_MAX: '2',
    // As the image runs it (Dockerfile).
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...env,
  };
  delete environment.SMTP_URL;
  if (databaseUrl) environment.DATABASE_URL = databaseUrl;
  else delete environment.DATABASE_URL;
  // BENCH_API_NODE_FLAGS (say `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the api as it is
  // measured, as BENCH_GATEWAY_NODE_FLAGS does the gateway.
  const flags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...flags, ...apiNodeFlags(), '--import', 'tsx', join(root, 'api/src/main.ts')],
    {
      cwd: root,
      env: environment,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // Seeding the demo region takes a minute or two before the api listens.
  const running = await answering(child, port, 'the api', 1500);
  return {
    ...running,
    databaseUrl,
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The node flags the api runs with in production: docker-compose.yml's api command, which starts
 * node itself with them (`["node", …flags, "--import", "tsx", "api/src/main.ts"]`).
 */
function apiNodeFlags(): string[] {
  const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
  const line = /^ {2}api:\n(?: {4}.*\n|\s*\n)*? {4}command: (\[.*\])$/m.exec(compose)?.[1];
  const command = line ? (JSON.parse(line) as string[]) : [];
  const loader = command.indexOf('--import');
  if (command[0] !== 'node' || loader < 0 || command.at(-1) !== 'api/src/main.ts')
    throw new Error(`docker-compose.yml's api command should start api/src/main.ts with node: ${line}`);
  return command.slice(1, loader);
}

/** A server the bench started in its own process (a gateway, the bare pipe). */
export type RunningProcess = { url: string; pid: number; stop(): void };

/**
 * A gateway in its own process, exactly as the image runs it (its CMD): node itself, so the
 * pid is the gateway's own (`tsx` is a wrapper that starts a child node, whose memory a
 * wrapper's pid would not show). `env` adds to the image's (say, WEB_DIST for a page it serves).
 */
export async function startGatewayProcess(
  apiUrl: string,
  port: number,
  env: Record<string, string> = {},
  bundle?: string,
): Promise<RunningProcess> {
  const image = gatewayImage();
  // `bundle`: another build of the gateway in its place (ab.ts), started the same way.
  const command = image.command
    .slice(1)
    .map((argument) => (bundle && argument === 'gateway/dist/main.mjs' ? bundle : argument));
  // BENCH_GATEWAY_NODE_FLAGS (say `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the gateway
  // as it is measured; node refuses such flags in NODE_OPTIONS.
  const flags = (process.env.BENCH_GATEWAY_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const gateway: ChildProcess = spawn(process.execPath, [...flags, ...command], {
    cwd: root,
    env: {
      ...process.env,
      ...image.env,
      API_URL: apiUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '/none',
      // The stream benches open up to 50 streams at once as one grower (bench/concurrent.ts
      // stands in for many browsers with one token), at the default cap's edge.
      STREAMS_PER_CLIENT: '1000',
      ...env,
    },
    // The gateway's output is shown only with such flags (`--trace-gc` writes to stdout).
    stdio: ['ignore', flags.length > 0 ? 'inherit' : 'ignore', 'inherit'],
  });
  return answering(gateway, port, 'the gateway');
}

/**
 * The bare pipe (pipe-proxy.ts) in its own process: one upstream request per request, its bytes
 * passed on. Streams through it show what any hop costs on this machine (streams.ts).
 */
export function startPipeProcess(apiUrl: string, port: number): Promise<RunningProcess> {
  const pipe = spawn(process.execPath, [join(root, 'bench', 'pipe-proxy.ts')], {
    cwd: root,
    env: { ...process.env, API_URL: apiUrl, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return answering(pipe, port, 'the bare pipe'); // its /health is the api's, through it
}

/** The child once GET /health answers on its port (30 s by default), else stopped and an error. */
async function answering(
  child: ChildProcess,
  port: number,
  what: string,
  tries = 150,
): Promise<RunningProcess> {
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let attempt = 0; attempt < tries && !up && child.exitCode === null; attempt++) {
    up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!up || child.exitCode !== null) {
    child.kill('SIGTERM');
    throw new Error(`${what} did not start on port ${port}`);
  }
  return { url, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

/**
 * The image's command for the gateway (Dockerfile CMD) and its environment (the ENV lines):
 * what production runs, the bundle the build makes. Bundled here first, so the figures are
 * this source's, not an older bundle's.
 */
function gatewayImage(): { command: string[]; env: Record<string, string> } {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  const command = cmd ? (JSON.parse(cmd) as string[]) : [];
  if (command[0] !== 'node' || !command.includes('gateway/dist/main.mjs'))
    throw new Error(`The Dockerfile's CMD should start the gateway's bundle with node: ${cmd}`);
  const env = Object.fromEntries(
    [...dockerfile.matchAll(/^ENV (\w+)=(\S+)$/gm)].map(([, key, value]) => [key as string, value as string]),
  );
  execFileSync('npm', ['run', 'bundle', '-w', 'gateway'], { cwd: root, stdio: 'ignore' });
  return { command, env };
}

const statusMb = (pid: number, key: 'VmHWM' | 'VmRSS') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
};

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
export const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');
/** Resident memory of a process now (Linux VmRSS), in MB. */
export const rssMb = (pid: number) => statusMb(pid, 'VmRSS');

/** CPU time a process has used so far (user + system, Linux /proc/<pid>/stat), in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime: clock ticks (USER_HZ 100)
}

/** Starts a new peak: Linux resets VmHWM to the current RSS on `5` in clear_refs. */
export function resetPeakRss(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * The commit the figures are of, marked `+dirty` when the tree has uncommitted changes
 * (results.json aside: the runs themselves write it).
 */
export function benchCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const commit = git('rev-parse', '--short=12', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results.json') === ''
      ? commit
      : `${commit}+dirty`;
  } catch {
    return 'unknown';
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * The median of each round's own ratio, `numerators[round] ÷ denominators[round]`: a round's runs
 * follow one another, so what the machine was doing then weighs on both sides alike.
 */
export const medianOfRatios = (numerators: number[], denominators: number[]) =>
  median(numerators.map((value, round) => value / (denominators[round] as number)));

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export type Row = { name: string; value: number; unit: string; target: string; met: boolean; note?: string };
