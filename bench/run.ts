import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { concurrentBenchmark } from './concurrent';
import { scaleBenchmark } from './scale';
import { streamBenchmarks } from './streams';
import { type Row, startBenchStack } from './support';

// `npm run bench`: every benchmark, a table of figures against their targets, and the same
// rows in bench/results.json. A missed target is reported as missed, never hidden.
const FIELDS = 20_000;
const CLIENTS = 50;

const stack = await startBenchStack(FIELDS);
const rows: Row[] = [];
try {
  rows.push(...(await streamBenchmarks(stack)));
  rows.push(...(await concurrentBenchmark(stack, CLIENTS)));
} finally {
  await stack.close();
}
// A state's worth (BENCH_SCALE_FIELDS to change it): PostgreSQL only, several minutes.
rows.push(
  ...(await scaleBenchmark(Number(process.env.BENCH_SCALE_FIELDS ?? 1_000_000), process.env.DATABASE_URL)),
);

const width = Math.max(...rows.map((row) => row.name.length));
console.log(
  `\n${'figure'.padEnd(width)}  ${'value'.padStart(8)}  unit / detail${' '.repeat(28)}target     result`,
);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(width)}  ${String(row.value).padStart(8)}  ${row.unit.padEnd(40)} ${row.target.padEnd(10)} ${row.met ? 'met' : 'MISSED'}`,
  );
}
writeFileSync(
  join(import.meta.dirname, 'results.json'),
  `${JSON.stringify(
    rows.map(({ name, value, unit, target, met }) => ({ name, value, unit, target, met })),
    null,
    2,
  )}\n`,
);
process.exit(0);
