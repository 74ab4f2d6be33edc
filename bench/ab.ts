import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pastSharedReads, streamDirect, streamThroughGateway } from './streams';
import {
  type BenchStack,
  GATEWAY_PORT,
  median,
  medianOfRatios,
  type RunningProcess,
  startBenchStack,
  startGatewayProcess,
} from './support';

// `npm run bench:ab -- <git ref>`: this source's gateway (B) against the gateway of another
// commit (A), both streaming every demo polygon from the same api, database and process, in
// paired rounds (A and B take turns going first; each run after the same pause). The stream
// ratio's single figure moves by ±0.1 between whole runs of the bench on a 2-core machine;
// a paired round cancels what the machine was doing then, so B ÷ A shows a change's own effect.
// A is bundled from its own source with this checkout's packages (a ref with other
// dependencies is not comparable this way).

const ref = process.argv[2];
if (!ref) {
  console.error('Give the commit to compare with: npm run bench:ab -- <git ref>');
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 15);
const root = join(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The gateway of `ref`, bundled beside this one so it resolves this checkout's packages. */
function bundleOf(commit: string): string {
  const source = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  try {
    execFileSync('sh', ['-c', `git archive ${commit} gateway | tar -x -C ${source}`], { cwd: root });
    const outfile = join(root, 'gateway', 'dist', `ab-${commit.slice(0, 12)}.mjs`);
    execFileSync(
      'npx',
      [
        'esbuild',
        join(source, 'gateway/src/main.ts'),
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--packages=external',
        `--outfile=${outfile}`,
        '--log-level=warning',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    return outfile;
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

const commit = git('rev-parse', ref);
const bundle = bundleOf(commit);
let stack: BenchStack | null = null;
let other: RunningProcess | null = null;
try {
  stack = await startBenchStack(20_000);
  other = await startGatewayProcess(stack.api.url, GATEWAY_PORT + 1, {}, bundle);
  const targets = { A: { ...stack, gatewayUrl: other.url }, B: stack };
  const ms: Record<'A' | 'B' | 'direct', number[]> = { A: [], B: [], direct: [] };
  await streamDirect(stack);
  await streamThroughGateway(targets.A);
  await streamThroughGateway(targets.B);
  for (let round = 0; round < ROUNDS; round++) {
    await pastSharedReads();
    ms.direct.push((await streamDirect(stack)).ms);
    for (const side of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      await pastSharedReads();
      ms[side].push((await streamThroughGateway(targets[side])).ms);
    }
  }
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(' ');
  console.log(`direct (ms): ${list(ms.direct)}`);
  console.log(`A ${commit.slice(0, 12)} (ms): ${list(ms.A)}`);
  console.log(`B this source (ms): ${list(ms.B)}`);
  const paired = medianOfRatios(ms.B, ms.A);
  const directMs = median(ms.direct);
  console.log(
    `medians: direct ${directMs.toFixed(0)} ms; A ${median(ms.A).toFixed(0)} ms (÷ direct ${(median(ms.A) / directMs).toFixed(3)}); B ${median(ms.B).toFixed(0)} ms (÷ direct ${(median(ms.B) / directMs).toFixed(3)})`,
  );
  console.log(
    `B ÷ A, median of ${ROUNDS} paired rounds: ${paired.toFixed(3)} (below 1: this source is faster)`,
  );
} finally {
  other?.stop();
  await stack?.close();
  rmSync(bundle, { force: true });
}
process.exit(0);
