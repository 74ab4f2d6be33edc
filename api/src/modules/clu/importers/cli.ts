import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config';
import { openMigratedDatabase } from '../../../db/open';
import { importFile } from './import';
import { isLogStep, progressLine } from './progress';

// npm run clu:import -w api -- <file> [--source NAME] [--key-field F] [--state-field F] [--county-field F]
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string' },
    'key-field': { type: 'string' },
    'state-field': { type: 'string' },
    'county-field': { type: 'string' },
  },
});
const [path] = positionals;
if (!path) {
  console.error(
    'Usage: npm run clu:import -w api -- <file.geojson|file.shp|file.fgb> [--source NAME] [--key-field FIELD]',
  );
  process.exit(2);
}

const started = Date.now();
const db = await openMigratedDatabase(loadConfig());
let logged = 0;
const progress = (read: number, rowsInFile: number | undefined) => {
  const line = progressLine(read, rowsInFile, Date.now() - started);
  if (process.stderr.isTTY) {
    process.stderr.write(`\r${line.padEnd((process.stderr.columns ?? 80) - 1)}`);
  } else if (isLogStep(read, logged, rowsInFile)) {
    process.stderr.write(`${line}\n`);
    logged = read;
  }
};
try {
  const report = await importFile(db, path, {
    source: values.source,
    keyField: values['key-field'],
    stateField: values['state-field'],
    countyField: values['county-field'],
    onProgress: progress,
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.log(
    `Source "${report.source}": imported ${report.imported}, refused ${report.refused.length}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const refusal of report.refused)
    console.log(`  row ${refusal.row} (key ${refusal.key}): ${refusal.reason}`);
  process.exitCode = report.imported > 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
