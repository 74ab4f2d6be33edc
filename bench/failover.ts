import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Cluster, startCluster } from '../scripts/cluster/cluster';
import { type FailoverPlay, playGrower } from './load/grower';
import { figuresOf, noticeFigures, Recorder } from './load/metrics';
import { type Retries, RetryingClient } from './load/resilient';
import { buildWorld } from './load/world';
import { type ApiProcess, percentile, type Row } from './support';

// `npm run bench -- failover` (issue 56): growers on the cluster (scripts/cluster), and while they
// play, one api and then one gateway killed with SIGKILL (each started again by the cluster's
// supervisor a second later, as compose's restart policy would), then the replica's replay paused
// for 30 s. What a grower would notice is counted: operations that failed after the client's own
// retries, notices missed or doubled, acknowledged renames lost, and reads of the CLU map that do
// not show the grower's own claim just made.
const BASE_PORT = Number(process.env.BENCH_FAILOVER_BASE_PORT ?? 5600);
const GROWERS = Number(process.env.BENCH_FAILOVER_GROWERS ?? 40);
const PHASE_SECONDS = Number(process.env.BENCH_FAILOVER_PHASE_SECONDS ?? 20);
const PAUSE_SECONDS = 30;
const STREAMS = new Set(['stream CLU', 'report PDF']);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value);

async function onReplica(cluster: Cluster, sql: string) {
  const client = new pg.Client({ connectionString: cluster.replicaUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Queries and mutations (not streams) answered in [from, to): their p95. */
function p95Between(recorder: Recorder, from: number, to: number) {
  const times = recorder.samples
    .filter((sample) => !STREAMS.has(sample.op) && sample.at >= from && sample.at < to)
    .map((sample) => sample.ms);
  return { p95: percentile(times, 95), count: times.length };
}

export async function failoverBenchmarks(): Promise<Row[]> {
  if (!process.env.DATABASE_URL) throw new Error('The failover bench runs on PostgreSQL: set DATABASE_URL.');
  const database = `bench_failover_${Date.now()}`;
  const primary = new URL(process.env.DATABASE_URL);
  primary.pathname = `/${database}`;
  const started = performance.now();
  const log = (line: string) =>
    console.log(`failover ${((performance.now() - started) / 1000).toFixed(1)} s: ${line}`);
  const cluster = await startCluster({
    databaseUrl: primary.toString(),
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    basePort: BASE_PORT,
    dir: mkdtempSync(join(tmpdir(), 'bench-cluster-')),
    seedDemo: true,
    env: {
      AUTH_ATTEMPTS_PER_MINUTE: '100000',
      LOGIN_FAILURES_PER_MINUTE: '100000',
      STREAMS_PER_CLIENT: '1000',
    },
    log,
  });
  const controller = new AbortController();
  // Ctrl-C stops the cluster's processes too, rather than leaving them running.
  const interrupted = () => void cluster.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const db = new pg.Client({ connectionString: primary.toString() });
  try {
    await db.connect();
    // The world is made through the apis' balancer door, as the gateways reach them.
    const api = {
      url: `http://127.0.0.1:${cluster.ports.apis}`,
      databaseUrl: primary.toString(),
    } as ApiProcess;
    const world = await buildWorld(api, GROWERS + (GROWERS % 2));
    const spares = world.growers.flatMap((grower) => grower.spares);
    const nodes = new Map(
      (
        await db.query<{ uuid: string; node: number }>(
          'SELECT uuid::text AS uuid, node_id AS node FROM clu_fields WHERE uuid = ANY ($1::uuid[])',
          [spares],
        )
      ).rows.map((row) => [row.uuid, row.node]),
    );
    const retries: Retries = { reads: 0, mutations: 0, resubscribed: 0 };
    const play = (client: RetryingClient): FailoverPlay => ({
      client,
      nodes,
      ownWrites,
      renames,
    });
    const ownWrites = { seen: 0, stale: 0, unread: 0 };
    const renames = new Map<string, { acked: number; tried: number }>();
    const recorder = new Recorder();
    const replicaServed = async () =>
      Number(
        (
          await onReplica(
            cluster,
            `SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = '${database}'`,
          )
        )[0]?.n ?? 0,
      );
    const servedBefore = await replicaServed();
    log(`${world.growers.length} growers playing through HAProxy at ${cluster.url}`);
    const players = world.growers.map(async (grower) => {
      await wait(Math.random() * 5000);
      await playGrower(
        grower,
        world,
        cluster.url,
        recorder,
        controller.signal,
        play(new RetryingClient(cluster.url, retries)),
      );
    });
    const marks: Record<string, number> = { start: performance.now() };
    await wait(PHASE_SECONDS * 1000);
    marks.apiKilled = performance.now();
    log(`kill -9 ${cluster.apis[0]?.name} (pid ${cluster.apis[0]?.pid()})`);
    cluster.apis[0]?.kill9();
    await wait(PHASE_SECONDS * 1000);
    marks.gatewayKilled = performance.now();
    log(`kill -9 ${cluster.gateways[0]?.name} (pid ${cluster.gateways[0]?.pid()})`);
    cluster.gateways[0]?.kill9();
    await wait(PHASE_SECONDS * 1000);
    marks.paused = performance.now();
    const servedBeforePause = await replicaServed();
    await onReplica(cluster, 'SELECT pg_wal_replay_pause()');
    log(`replica's replay paused for ${PAUSE_SECONDS} s`);
    await wait(PAUSE_SECONDS * 1000);
    const servedInPause = (await replicaServed()) - servedBeforePause;
    const [lag] = await onReplica(
      cluster,
      'SELECT pg_size_pretty(pg_wal_lsn_diff(pg_last_wal_receive_lsn(), pg_last_wal_replay_lsn())) AS behind',
    );
    await onReplica(cluster, 'SELECT pg_wal_replay_resume()');
    marks.resumed = performance.now();
    log(`replay resumed (it was ${lag?.behind} behind)`);
    await wait(PHASE_SECONDS * 1000);
    marks.end = performance.now();
    // The last starts' notices still on their way.
    await wait(15_000);
    controller.abort();
    await Promise.allSettled(players);
    const served = (await replicaServed()) - servedBefore;

    const from = marks.start as number;
    const to = marks.end as number;
    const figures = figuresOf(recorder.samples, from, to);
    const operations = figures.reduce((sum, row) => sum + row.count, 0);
    const failed = recorder.samples.filter((sample) => sample.error && sample.at >= from && sample.at < to);
    const byKind = new Map<string, number>();
    for (const sample of failed)
      byKind.set(`${sample.op}: ${sample.error}`, (byKind.get(`${sample.op}: ${sample.error}`) ?? 0) + 1);
    const notices = noticeFigures(recorder, from, to);
    const names = await db.query<{ uuid: string; name: string }>(
      'SELECT uuid::text AS uuid, name FROM fields WHERE uuid = ANY ($1::uuid[])',
      [[...renames.keys()]],
    );
    const lost = names.rows.filter((row) => {
      const number = Number(/ (\d+)$/.exec(row.name)?.[1] ?? 0);
      return number < (renames.get(row.uuid)?.acked ?? 0);
    }).length;
    const acked = [...renames.values()].filter((rename) => rename.acked > 0).length;
    const phases: [string, number, number][] = [
      ['before the kills', from, marks.apiKilled as number],
      ['10 s after the api killed', marks.apiKilled as number, (marks.apiKilled as number) + 10_000],
      [
        '10 s after the gateway killed',
        marks.gatewayKilled as number,
        (marks.gatewayKilled as number) + 10_000,
      ],
      ['replay paused', marks.paused as number, marks.resumed as number],
      ['after replay resumed', marks.resumed as number, to],
    ];
    console.log(`\nfailover: ${world.growers.length} growers, ${round((to - from) / 1000)} s`);
    for (const row of figures)
      console.log(
        `  ${row.op.padEnd(18)} ${String(row.count).padStart(6)}  p50 ${String(round(row.p50)).padStart(5)}  p95 ${String(round(row.p95)).padStart(5)} ms  failed ${row.errors}`,
      );
    for (const [name, start, end] of phases) {
      const phase = p95Between(recorder, start, end);
      console.log(`  p95 ${name}: ${round(phase.p95)} ms (${phase.count} operations)`);
    }
    console.log(
      `  operations ${operations}: ok ${operations - failed.length}, retried ${retries.reads} reads and ${retries.mutations} mutations, visibly failed ${failed.length}${byKind.size ? ` (${[...byKind].map(([kind, n]) => `${kind} ×${n}`).join(', ')})` : ''}`,
    );
    console.log(
      `  notices: ${notices.delivered} of ${notices.expected} delivered, ${notices.repeats} repeated, p50 ${round(notices.p50)} ms, p95 ${round(notices.p95)} ms; subscriptions resumed ${retries.resubscribed} times`,
    );
    console.log(`  acknowledged renames: ${acked} fields, ${lost} lost`);
    console.log(
      `  own claim seen on the CLU map right after: ${ownWrites.seen}, older state shown ${ownWrites.stale}, not read ${ownWrites.unread}`,
    );
    console.log(
      `  replica: ${served} transactions served, ${servedInPause} of them while its replay was paused`,
    );
    const before = p95Between(recorder, from, marks.apiKilled as number).p95;
    const recovery = (at: number) => p95Between(recorder, at + 10_000, at + 20_000).p95;
    const recovered = Math.max(recovery(marks.apiKilled as number), recovery(marks.gatewayKilled as number));
    return [
      {
        name: 'failover: operations visibly failed',
        value: failed.length,
        unit: `of ${operations} (retried: ${retries.reads} reads, ${retries.mutations} mutations; ${GROWERS} growers)`,
        target: '= 0',
        met: failed.length === 0,
      },
      {
        name: 'failover: notices delivered exactly once',
        value: notices.expected ? Math.round((1000 * notices.delivered) / notices.expected) / 10 : 0,
        unit: `% (${notices.delivered} of ${notices.expected}; ${notices.repeats} repeated)`,
        target: '= 100',
        met: notices.expected > 0 && notices.delivered === notices.expected && notices.repeats === 0,
      },
      {
        name: 'failover: acknowledged writes lost',
        value: lost,
        unit: `renames (${acked} fields renamed)`,
        target: '= 0',
        met: lost === 0,
      },
      {
        name: "failover: reads older than the grower's own last write",
        value: ownWrites.stale,
        unit: `of ${ownWrites.seen + ownWrites.stale} claims read back (replica served ${servedInPause} transactions while paused)`,
        target: '= 0',
        met: ownWrites.stale === 0 && ownWrites.seen > 0,
      },
      {
        name: 'failover: p95 10–20 s after a kill against before',
        value: round(recovered),
        unit: `ms (before the kills ${round(before)})`,
        target: `≤ ${round(before)}`,
        met: recovered <= before,
      },
    ];
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    controller.abort();
    await db.end().catch(() => {});
    await cluster.stop();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
