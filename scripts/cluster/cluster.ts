import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type ClusterPorts, clusterPorts, haproxyConfig, pgbouncerConfig } from './configs';
import { type Replica, serverUser, startReplica } from './replica';

// The scaled-out deployment on one machine, of real parts (issue 56): HAProxy in front of two
// gateways and, for the gateways, of two apis; PgBouncer (transaction pooling) in front of the
// primary; a streaming replica for the reads that may lag; Redis for live events and budgets.
// Each api and gateway is supervised as compose's `restart: unless-stopped` would: one that dies
// is started again a second later. Configuration files are generated (configs.ts) into `dir`.

const root = join(import.meta.dirname, '..', '..');

export type ClusterOptions = {
  /** The primary (the shared server), with the cluster's database named in its path. */
  databaseUrl: string;
  redisUrl: string;
  basePort: number;
  /** Where generated files and the replica live (removed at stop). */
  dir: string;
  seedDemo: boolean;
  /** The apis' and gateways' own settings on top of the cluster's (the bench's looser limits). */
  env?: Record<string, string>;
  log?: (line: string) => void;
};

type Supervised = { name: string; pid: () => number; kill9(): void; stop(): Promise<void> };

export type Cluster = {
  ports: ClusterPorts;
  /** Where clients connect: HAProxy in front of the gateways. */
  url: string;
  primaryUrl: string;
  replicaUrl: string;
  apis: Supervised[];
  gateways: Supervised[];
  /** Every process and its pid, for the meter (names as the load bench prints them). */
  processes(): { name: string; pid: number }[];
  stop(): Promise<void>;
};

async function answering(url: string, what: string, timeoutMs: number, child?: () => ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const exit = child?.().exitCode;
    if (exit !== null && exit !== undefined) throw new Error(`${what} stopped (exit ${exit})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** A node program (the program's own pid: `--import tsx`, no wrapper), started again if it dies. */
function supervise(name: string, file: string, env: Record<string, string>, log: (line: string) => void) {
  let child: ChildProcess;
  let stopping = false;
  const start = () => {
    child = spawn(process.execPath, ['--heap-growing-percent=40', '--import', 'tsx', join(root, file)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log(`${name} exited (${signal ?? code}); starting it again`);
      setTimeout(() => !stopping && start(), 1000);
    });
  };
  start();
  return {
    name,
    child: () => child,
    pid: () => child.pid ?? 0,
    kill9: () => child.kill('SIGKILL'),
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function ensureDatabase(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  await client.end();
  return name;
}

function spawnOwn(command: string, args: string[]) {
  return spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dir, redisUrl } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = clusterPorts(options.basePort);
  const database = await ensureDatabase(options.databaseUrl);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    log('replica: base backup and start');
    const replica: Replica = await startReplica({ primaryUrl: options.databaseUrl, ports, dir });
    stops.push(() => replica.stop());

    const primary = new URL(options.databaseUrl);
    writeFileSync(join(dir, 'userlist.txt'), `"${primary.username || 'postgres'}" ""\n`);
    const iniFile = join(dir, 'pgbouncer.ini');
    writeFileSync(
      iniFile,
      pgbouncerConfig({
        ports,
        database,
        primary: {
          host: primary.hostname,
          port: Number(primary.port || 5432),
          user: primary.username || 'postgres',
        },
        dir,
      }),
    );
    // PgBouncer will not run as root: as `postgres`, as the replica does.
    const user = serverUser();
    if (user.uid !== undefined)
      for (const file of ['userlist.txt', 'pgbouncer.ini'])
        chownSync(join(dir, file), user.uid, user.gid ?? -1);
    // Its log is pgbouncer.log beside its configuration.
    const bouncer = spawn('/usr/sbin/pgbouncer', [iniFile], { stdio: 'ignore', ...user });
    stops.push(() => stopChild(bouncer));
    const pooled = `postgres://${primary.username || 'postgres'}@127.0.0.1:${ports.pgbouncer}/${database}`;

    const haproxyFile = join(dir, 'haproxy.cfg');
    writeFileSync(haproxyFile, haproxyConfig(ports));
    const haproxy = spawnOwn('/usr/sbin/haproxy', ['-db', '-f', haproxyFile]);
    stops.push(() => stopChild(haproxy));

    const secret = randomBytes(32).toString('hex');
    const apiEnv = (port: number, seed: boolean): Record<string, string> => ({
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: pooled,
      DATABASE_REPLICA_URL: replica.url(database),
      REDIS_URL: redisUrl,
      JWT_SECRET: secret,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      SEED_DEMO: String(seed),
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...options.env,
    });
    const apis: ReturnType<typeof supervise>[] = [];
    // The first api migrates and seeds alone; the second starts on a database that is ready.
    for (const [at, port] of ports.api.entries()) {
      const api = supervise(
        `api ${at + 1}`,
        'api/src/main.ts',
        apiEnv(port, options.seedDemo && at === 0),
        log,
      );
      apis.push(api);
      stops.push(() => api.stop());
      await answering(`http://127.0.0.1:${port}/health`, `api ${at + 1}`, 300_000, api.child);
      log(`api ${at + 1}: http://127.0.0.1:${port} (pid ${api.pid()})`);
    }
    const gateways: ReturnType<typeof supervise>[] = [];
    for (const [at, port] of ports.gateways.entries()) {
      const gateway = supervise(
        `gateway ${at + 1}`,
        'gateway/src/main.ts',
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          API_URL: `http://127.0.0.1:${ports.apis}`,
          REDIS_URL: redisUrl,
          COOKIE_SECURE: 'false',
          ...options.env,
        },
        log,
      );
      gateways.push(gateway);
      stops.push(() => gateway.stop());
      await answering(`http://127.0.0.1:${port}/health`, `gateway ${at + 1}`, 120_000, gateway.child);
      log(`gateway ${at + 1}: http://127.0.0.1:${port} (pid ${gateway.pid()})`);
    }
    const url = `http://127.0.0.1:${ports.front}`;
    await answering(`${url}/health`, 'HAProxy', 30_000);
    return {
      ports,
      url,
      primaryUrl: options.databaseUrl,
      replicaUrl: replica.url(database),
      apis,
      gateways,
      processes: () => [
        ...apis.map((api) => ({ name: api.name, pid: api.pid() })),
        ...gateways.map((gateway) => ({ name: gateway.name, pid: gateway.pid() })),
        { name: 'HAProxy', pid: haproxy.pid ?? 0 },
        { name: 'PgBouncer', pid: bouncer.pid ?? 0 },
      ],
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
