import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { abuseBenchmarks } from './abuse';
import { browserBenchmarks } from './browser';
import { concurrentBenchmark } from './concurrent';
import { driftBenchmarks } from './drift';
import { failoverBenchmarks } from './failover';
import { loadBenchmarks, soakBenchmarks } from './load';
import { ruralBenchmarks } from './rural';
import { scaleBenchmark } from './scale';
import { streamBenchmarks } from './streams';
import { benchCommit, type Row, startBenchStack } from './support';
import { uploadBenchmarks } from './uploads';

// `npm run bench`: every benchmark, a table of figures against their targets, and the same
// rows in bench/results.json. A missed target is reported as missed, never hidden.
// `npm run bench -- browser streams` runs only those groups (streams, concurrent, browser,
// rural, scale, drift, uploads, abuse) and replaces only their rows in results.json. `abuse` is
// the bad-request corpus and the hostile uploads together: the figures of issue 33.
const FIELDS = 20_000;
const CLIENTS = 50;
const groups = [
  'streams',
  'concurrent',
  'browser',
  'rural',
  'scale',
  'drift',
  'uploads',
  'abuse',
  'load',
  'soak',
  'failover',
];
// Many growers for minutes on end, and the cluster's failover: run when asked for
// (`npm run bench -- load soak failover`), not in every run.
const onlyWhenAsked = ['load', 'soak', 'failover'];
const asked = process.argv.slice(2);
const unknown = asked.filter((group) => !groups.includes(group));
if (unknown.length > 0) {
  console.error(`Unknown benchmark group: ${unknown.join(', ')}. Groups: ${groups.join(', ')}.`);
  process.exit(2);
}
const wanted = (group: string) =>
  asked.includes(group) || (asked.length === 0 && !onlyWhenAsked.includes(group));

const rows: Row[] = [];
if (wanted('streams') || wanted('concurrent') || wanted('browser') || wanted('rural')) {
  const stack = await startBenchStack(FIELDS);
  try {
    if (wanted('streams')) rows.push(...(await streamBenchmarks(stack)));
    if (wanted('concurrent')) rows.push(...(await concurrentBenchmark(stack, CLIENTS)));
    if (wanted('browser')) rows.push(...(await browserBenchmarks(stack)));
    if (wanted('rural')) rows.push(...(await ruralBenchmarks(stack)));
  } finally {
    await stack.close();
  }
}
if (wanted('drift')) rows.push(...(await driftBenchmarks()));
// Hostile uploads against the api in its own process: /health latency and the api's memory.
if (wanted('abuse')) rows.push(...(await abuseBenchmarks()));
if (wanted('uploads') || wanted('abuse')) rows.push(...(await uploadBenchmarks()));
if (wanted('load')) {
  rows.push(...(await loadBenchmarks(1)));
  rows.push(...(await loadBenchmarks(2)));
}
if (wanted('soak')) rows.push(...(await soakBenchmarks()));
// The cluster (scripts/cluster) losing an api, a gateway and its replica's replay under growers.
if (wanted('failover')) rows.push(...(await failoverBenchmarks()));
// A state's worth (BENCH_SCALE_FIELDS to change it): PostgreSQL only, several minutes.
if (wanted('scale')) {
  rows.push(
    ...(await scaleBenchmark(Number(process.env.BENCH_SCALE_FIELDS ?? 1_000_000), process.env.DATABASE_URL)),
  );
}

const width = Math.max(...rows.map((row) => row.name.length));
console.log(
  `\n${'figure'.padEnd(width)}  ${'value'.padStart(8)}  unit / detail${' '.repeat(28)}target     result`,
);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(width)}  ${String(row.value).padStart(8)}  ${row.unit.padEnd(40)} ${row.target.padEnd(10)} ${row.met ? 'met' : 'MISSED'}`,
  );
}
// Every row says which commit and which run it came from. Rows measured now replace their
// earlier values in place; new ones go last; a row this run did not measure keeps its own
// commit and time, and is marked `stale` when that commit is not this one.
const commit = benchCommit();
const measuredAt = new Date().toISOString();
type Stored = Row & { commit: string; measuredAt: string; stale?: boolean };
const resultsFile = join(import.meta.dirname, 'results.json');
const earlier: Stored[] = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : [];
const fresh = new Map<string, Stored>(
  rows.map(({ name, value, unit, target, met }) => [
    name,
    { name, value, unit, target, met, commit, measuredAt },
  ]),
);
const kept = earlier.map((row): Stored => {
  const now = fresh.get(row.name);
  if (now) return now;
  const { stale: _, ...rest } = row;
  return rest.commit === commit
    ? rest
    : { ...rest, commit: rest.commit ?? 'unknown', measuredAt: rest.measuredAt ?? 'unknown', stale: true };
});
const merged = [
  ...kept,
  ...[...fresh.values()].filter((row) => !earlier.some((old) => old.name === row.name)),
];
writeFileSync(resultsFile, `${JSON.stringify(merged, null, 2)}\n`);
const stale = merged.filter((row) => row.stale);
if (stale.length > 0) {
  console.log(`\n${stale.length} row(s) in results.json are from another commit (marked stale):`);
  for (const row of stale) console.log(`  ${row.name} — ${row.commit}, ${row.measuredAt}`);
}
process.exit(0);
