import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config';
import { openMigratedDatabase } from '../../../db/open';
import { writeDemoRegion } from '../seed';

// npm run clu:generate -w api -- --count 1000000   (a state's worth, for the scale benchmark)
const { values } = parseArgs({ options: { count: { type: 'string', default: '20000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number');
  process.exit(2);
}
const started = Date.now();
const db = await openMigratedDatabase(loadConfig());
try {
  await writeDemoRegion(db, count, (written) => {
    const line = `wrote ${written.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} fields`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
    else if (written % 50_000 === 0 || written === count) process.stderr.write(`${line}\n`);
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.log(
    `Demo region of ${count.toLocaleString('en-US')} fields written in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await db.close();
}
