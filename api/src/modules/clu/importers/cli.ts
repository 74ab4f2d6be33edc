import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config';
import { openMigratedDatabase } from '../../../db/open';
import { importLandUnits, type LandUnitReport, NotLandUnits } from './land-units';
import { isLogStep, progressLine } from './progress';

// npm run clu -- import FILE...   County CLU files (Shapefile, GeoPackage, FlatGeobuf, GeoJSON,
// or a zip of one, in any projection its .prj names) into the land-unit table.
const USAGE =
  'Usage: npm run clu -- import FILE... (a county CLU Shapefile, GeoPackage or FlatGeobuf, or a zip of one)';
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [command, ...paths] = positionals;
if (command !== 'import' || paths.length === 0) {
  console.error(USAGE);
  process.exit(2);
}

const count = (rows: number) => rows.toLocaleString('en-US');

function summary(report: LandUnitReport, seconds: number): string[] {
  const lines = [`${report.file}: ${count(report.read)} rows read in ${seconds.toFixed(1)} s`];
  for (const county of report.counties)
    lines.push(
      `  county ${county.state}-${county.county}: ${count(county.added)} new, ${count(county.changed)} new geometry version, ${count(county.unchanged)} unchanged, ${count(county.retired)} retired, ${count(county.keptClaimed)} kept (claimed, no longer in the file)`,
    );
  lines.push(`  refused ${count(report.refused.length)}`);
  for (const refusal of report.refused.slice(0, 50))
    lines.push(`    row ${refusal.row}${refusal.key ? ` (${refusal.key})` : ''}: ${refusal.reason}`);
  if (report.refused.length > 50) lines.push(`    … and ${count(report.refused.length - 50)} more`);
  return lines;
}

const db = await openMigratedDatabase(loadConfig());
let failed = 0;
try {
  for (const path of paths) {
    const started = Date.now();
    let logged = 0;
    const progress = (read: number, rowsInFile: number | undefined) => {
      const line = `${path}: ${progressLine(read, rowsInFile, Date.now() - started)}`;
      if (process.stderr.isTTY) process.stderr.write(`\r${line.padEnd((process.stderr.columns ?? 80) - 1)}`);
      else if (isLogStep(read, logged, rowsInFile)) {
        process.stderr.write(`${line}\n`);
        logged = read;
      }
    };
    try {
      const report = await importLandUnits(db, resolve(path), { onProgress: progress });
      if (process.stderr.isTTY) process.stderr.write('\n');
      console.log(summary(report, (Date.now() - started) / 1000).join('\n'));
      if (report.counties.length === 0) failed++;
    } catch (error) {
      if (process.stderr.isTTY) process.stderr.write('\n');
      failed++;
      console.error(
        error instanceof NotLandUnits ? `Refused: ${error.message}` : `${path}: ${(error as Error).message}`,
      );
    }
  }
} finally {
  await db.close();
}
process.exitCode = failed > 0 ? 1 : 0;
