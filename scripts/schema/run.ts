import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { changelogText, releasedChangelog, releasedSections, unreleasedSection } from './changelog';
import { compareSchemas, DEPRECATION_PERIOD_DAYS, deprecationProblems } from './compat';
import { CHANGELOG, currentSchema, RELEASED_SCHEMA, releasedSchema, snapshotOf } from './files';

// `tsx scripts/schema/run.ts check|changelog|release`:
// - check: fails on a deprecation without a reason and date, or a breaking change that has not
//   had its deprecation period (run by .ci/run);
// - changelog: writes schema/CHANGELOG.md's Unreleased section (run by `npm run codegen`);
// - release: dates the Unreleased section and makes the current schema the released one.
const command = process.argv[2];
const today = new Date();
const current = currentSchema();
const readChangelog = () => (existsSync(CHANGELOG) ? readFileSync(CHANGELOG, 'utf8') : '');

async function main(): Promise<number> {
  const lint = deprecationProblems(current, today);
  if (command === 'release') {
    if (lint.length) return fail('Deprecations without a reason or date', lint);
    const comparison = existsSync(RELEASED_SCHEMA)
      ? await compareSchemas(releasedSchema(), current, today)
      : null;
    if (comparison?.refused.length)
      return fail(
        'Breaking changes without a deprecation period',
        comparison.refused.map((c) => c.message),
      );
    const date = today.toISOString().slice(0, 10);
    writeFileSync(CHANGELOG, releasedChangelog(readChangelog(), comparison, date));
    mkdirSync(dirname(RELEASED_SCHEMA), { recursive: true });
    writeFileSync(RELEASED_SCHEMA, snapshotOf(current));
    console.log(`Released the schema of ${date}: ${RELEASED_SCHEMA}`);
    return 0;
  }
  const comparison = await compareSchemas(releasedSchema(), current, today);
  if (command === 'changelog') {
    writeFileSync(CHANGELOG, changelogText(unreleasedSection(comparison), releasedSections(readChangelog())));
    return 0;
  }
  if (command === 'check') {
    const problems = [
      ...lint,
      ...comparison.refused.map(
        (change) =>
          `${change.message} (breaking; deprecate it first with "Since YYYY-MM-DD." and remove it after ${DEPRECATION_PERIOD_DAYS} days)`,
      ),
    ];
    if (problems.length) return fail('The schema would break clients', problems);
    console.log(
      `Schema check: no breaking change (${comparison.retired.length} removed after deprecation, ${comparison.dangerous.length} dangerous, ${comparison.safe.length} safe).`,
    );
    return 0;
  }
  console.error('usage: tsx scripts/schema/run.ts check|changelog|release');
  return 2;
}

function fail(title: string, lines: string[]): number {
  console.error(`${title}:\n${lines.map((line) => `  - ${line}`).join('\n')}`);
  return 1;
}

process.exitCode = await main();
