import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type ClusterPorts, MATCHED_SETTINGS, replicaConfig } from './configs';

// The streaming replica: a second PostgreSQL cluster on this machine, made with pg_basebackup from
// the primary and following its WAL. Made afresh at every start (the databases here are tens of
// MB): a replica that has been stopped a while may need WAL the primary has recycled, and a fresh
// copy needs no replication slot left on the shared server.

const REPLICATION_RULE = 'host replication all 127.0.0.1/32 trust';

/** Debian's server binaries, of the primary's own major version. */
function binDir(major: number) {
  return `/usr/lib/postgresql/${major}/bin`;
}

/**
 * PostgreSQL and PgBouncer refuse to run as root: as root they run as the `postgres` user, started
 * as that user directly (no `runuser` between), so a signal reaches the server itself.
 */
export function serverUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * The primary must let a replication connection in from loopback: a base backup and the
 * replica's WAL stream are replication connections, which `host all all` does not cover. As
 * root (a CI machine, as `.ci/run` installs packages) the rule is added and the server reloaded.
 */
export async function allowReplication(primaryUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    const rules = await client.query(
      "SELECT 1 FROM pg_hba_file_rules WHERE 'replication' = ANY (database) AND error IS NULL",
    );
    if (rules.rowCount) return;
    const file = (await client.query<{ hba_file: string }>('SHOW hba_file')).rows[0]?.hba_file ?? '';
    try {
      appendFileSync(
        file,
        `\n# The cluster's streaming replica (scripts/cluster/replica.ts).\n${REPLICATION_RULE}\n`,
      );
    } catch {
      throw new Error(`The primary refuses replication connections: add "${REPLICATION_RULE}" to ${file}`);
    }
    await client.query('SELECT pg_reload_conf()');
  } finally {
    await client.end();
  }
}

export type Replica = { process: ChildProcess; url: (database: string) => string; stop(): Promise<void> };

export async function startReplica(options: {
  primaryUrl: string;
  ports: ClusterPorts;
  dir: string;
}): Promise<Replica> {
  const { primaryUrl, ports, dir } = options;
  await allowReplication(primaryUrl);
  const primary = new URL(primaryUrl);
  const probe = new pg.Client({ connectionString: primaryUrl });
  await probe.connect();
  const major = Number((await probe.query('SHOW server_version_num')).rows[0].server_version_num) / 10000;
  const { rows: settings } = await probe.query<{ name: string; setting: string }>(
    'SELECT name, setting FROM pg_settings WHERE name = ANY ($1)',
    [MATCHED_SETTINGS],
  );
  await probe.end();
  const bin = binDir(Math.floor(major));
  const data = join(dir, 'replica');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const user = serverUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid ?? -1);
  execFileSync(
    join(bin, 'pg_basebackup'),
    [
      ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres'],
      ...['-D', data, '-X', 'stream', '-R', '-c', 'fast'],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], ...user },
  );
  // The backup holds the data, not Debian's configuration (/etc/postgresql): the replica's own.
  writeFileSync(
    join(data, 'postgresql.conf'),
    replicaConfig(ports, dir, Object.fromEntries(settings.map((row) => [row.name, row.setting])) as never),
  );
  writeFileSync(join(data, 'pg_ident.conf'), '');
  writeFileSync(join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  if (user.uid !== undefined)
    for (const file of ['postgresql.conf', 'pg_hba.conf', 'pg_ident.conf'])
      chownSync(join(data, file), user.uid, user.gid ?? -1);
  // Its log beside its data (replica.log), not in the cluster's terminal.
  const logFile = openSync(join(dir, 'replica.log'), 'a');
  const child = spawn(join(bin, 'postgres'), ['-D', data], { stdio: ['ignore', logFile, logFile], ...user });
  const url = (database: string) => `postgres://postgres@127.0.0.1:${ports.replica}/${database}`;
  await untilReplaying(url('postgres'), child);
  return {
    process: child,
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGINT'); // a fast shutdown
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function untilReplaying(url: string, child: ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`The replica stopped (exit ${child.exitCode})`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query('SELECT pg_is_in_recovery() AS standby');
      if (rows[0]?.standby) return;
      throw new Error('The replica is not in recovery: it would take writes');
    } catch (error) {
      if (error instanceof Error && error.message.includes('would take writes')) throw error;
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('The replica did not accept connections within 60 s');
}

export const replicationRule = REPLICATION_RULE;
