// `npm run e2e`: every Playwright spec, in two halves that run at once, each half against a
// product instance of its own (own ports, own embedded database, own output folder). The specs
// share demo accounts and fields, so they cannot run beside each other on one instance; on two
// instances they share nothing. One half also holds label-rules.spec.ts and starts its second
// instance (e2e/label-instance.ts); the other skips it (E2E_LABEL_INSTANCE=0).
//
// The halves are made of whole spec files, balanced by their count of tests as
// `playwright test --list` gives them, so a new spec is run without being listed anywhere.
// E2E_HALVES=1 runs everything in one process, as `npx playwright test` does.
// Extra arguments (a spec file, --grep) go to both halves.
//
// Where DATABASE_URL names a PostgreSQL server (CI), each half gets a database of its own on
// it, made afresh here: both instances seed the same demo accounts, and two seeds in one
// database collide on their e-mail addresses. Where REDIS_URL is set, each half uses a Redis
// database of its own, so one half's query budgets are not spent by the other (pub/sub is
// shared by every Redis database, but an event is only a signal to read again).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';

type Listed = { suites?: { file: string; specs?: unknown[]; suites?: Listed['suites'] }[] };

const halves = Number(process.env.E2E_HALVES ?? 2);
const extra = process.argv.slice(2);
const labelSpec = 'label-rules.spec.ts';

/** Each spec file with its number of tests, as Playwright lists them for this run. */
function listSpecs(): Map<string, number> {
  const listed = spawnSync('npx', ['playwright', 'test', '--list', '--reporter=json', ...extra], {
    encoding: 'utf8',
    env: { ...process.env, E2E_LABEL_INSTANCE: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) {
    process.stderr.write(listed.stderr);
    throw new Error('playwright could not list the specs');
  }
  const counts = new Map<string, number>();
  const count = (suites: Listed['suites']): number =>
    (suites ?? []).reduce((sum, suite) => sum + (suite.specs?.length ?? 0) + count(suite.suites), 0);
  for (const suite of (JSON.parse(listed.stdout) as Listed).suites ?? []) {
    counts.set(suite.file, (counts.get(suite.file) ?? 0) + (suite.specs?.length ?? 0) + count(suite.suites));
  }
  return counts;
}

/** Seconds each spec file took in a recorded run (e2e/durations.json; E2E_RECORD=1 writes it). */
const durationsFile = 'e2e/durations.json';
const recorded: Record<string, number> = existsSync(durationsFile)
  ? (JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>)
  : {};

/**
 * Whole files into `n` groups that should take about as long each: a file weighs the seconds it
 * took when recorded, or (new, or renamed) its tests times the recorded seconds per test. The
 * heaviest go first, each to the lightest group; label-rules to the first.
 */
function split(counts: Map<string, number>, n: number): string[][] {
  const known = [...counts.keys()].filter((file) => recorded[file] !== undefined);
  const knownTests = known.reduce((sum, file) => sum + (counts.get(file) ?? 0), 0);
  const knownSeconds = known.reduce((sum, file) => sum + (recorded[file] ?? 0), 0);
  const perTest = knownTests > 0 ? knownSeconds / knownTests : 10;
  const weight = (file: string) => recorded[file] ?? (counts.get(file) ?? 0) * perTest;
  const groups = Array.from({ length: n }, () => ({ files: [] as string[], seconds: 0 }));
  const files = [...counts.keys()].sort((a, b) => weight(b) - weight(a));
  for (const file of files) {
    const group = file.endsWith(labelSpec)
      ? groups[0]
      : groups.reduce((least, next) => (next.seconds < least.seconds ? next : least));
    group?.files.push(file);
    if (group) group.seconds += weight(file);
  }
  return groups.map((group) => group.files).filter((files) => files.length > 0);
}

/** Seconds per spec file of this run, read off the list reporter's lines ("... (4.2s)"). */
const took = new Map<string, number>();
const unit: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
function noteDuration(line: string) {
  const match = /› (?:e2e\/)?(\S+?\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m|h)\)\s*$/.exec(line);
  if (!match?.[1] || !match[2] || !match[3]) return;
  took.set(match[1], (took.get(match[1]) ?? 0) + Number(match[2]) * (unit[match[3]] ?? 1));
}

/** A fresh PostgreSQL database with PostGIS for half `index`, named after DATABASE_URL's. */
async function databaseFor(index: number): Promise<string | undefined> {
  const given = process.env.DATABASE_URL;
  if (!given) return undefined;
  const url = new URL(given);
  const name = `${url.pathname.slice(1) || 'postgres'}_e2e${index + 1}`.replace(/[^a-zA-Z0-9_]/g, '_');
  const server = new pg.Client({ connectionString: given });
  await server.connect();
  try {
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${name}`);
  } finally {
    await server.end();
  }
  url.pathname = `/${name}`;
  const own = new pg.Client({ connectionString: url.toString() });
  await own.connect();
  try {
    await own.query('CREATE EXTENSION IF NOT EXISTS postgis');
  } finally {
    await own.end();
  }
  return url.toString();
}

/** Redis database `index + 1` on REDIS_URL's server (0 stays the developer's). */
function redisFor(index: number): string | undefined {
  const given = process.env.REDIS_URL;
  if (!given) return undefined;
  const url = new URL(given);
  url.pathname = `/${index + 1}`;
  return url.toString();
}

async function run(files: string[], index: number): Promise<number> {
  const port = 4100 + index * 50;
  const databaseUrl = await databaseFor(index);
  const redisUrl = redisFor(index);
  const name = `e2e ${index + 1}/${halves}`;
  const withLabel = files.some((file) => file.endsWith(labelSpec));
  const child = spawn('npx', ['playwright', 'test', ...files.map((file) => `e2e/${file}`), ...flags()], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_API_PORT: String(port + 4000),
      E2E_OUTPUT: `test-results/${port}`,
      E2E_LABEL_INSTANCE: withLabel ? '1' : '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      noteDuration(line);
      process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** What was asked beside spec files (those are in the halves' lists already). */
function flags(): string[] {
  return extra.filter((argument) => !argument.endsWith('.spec.ts'));
}

const counts = listSpecs();
const groups = halves <= 1 ? [[...counts.keys()]] : split(counts, halves);
const secondsOf = (files: string[], source: (file: string) => number | undefined) =>
  Math.round(files.reduce((sum, file) => sum + (source(file) ?? 0), 0));
for (const [index, files] of groups.entries()) {
  const tests = files.reduce((sum, file) => sum + (counts.get(file) ?? 0), 0);
  console.log(
    `e2e ${index + 1}/${groups.length}: ${tests} tests in ${files.length} files, ${secondsOf(files, (file) => recorded[file])} s recorded: ${files.join(' ')}`,
  );
}
const codes = await Promise.all(groups.map((files, index) => run(files, index)));
for (const [index, code] of codes.entries()) {
  const files = groups[index] ?? [];
  console.log(
    `e2e ${index + 1}/${groups.length}: ${code === 0 ? 'passed' : 'FAILED'}; its tests took ${secondsOf(files, (file) => took.get(file))} s`,
  );
}
// Every file's seconds this run, heaviest first: what E2E_RECORD=1 keeps for the next split.
const durations = Object.fromEntries(
  [...took.entries()].sort((a, b) => b[1] - a[1]).map(([file, seconds]) => [file, Math.round(seconds)]),
);
console.log(`e2e seconds per spec file: ${JSON.stringify(durations)}`);
if (process.env.E2E_RECORD === '1' && codes.every((code) => code === 0))
  writeFileSync(durationsFile, `${JSON.stringify(durations, null, 2)}\n`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
