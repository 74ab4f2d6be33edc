import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSchema, type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

const repoRoot = resolve(import.meta.dirname, '..', '..');
export const SCHEMA_DIR = join(repoRoot, 'schema');
/**
 * The last released schema: a snapshot committed with the code, so the check needs neither the
 * network nor git history (CI runs on a fresh, possibly shallow clone). `npm run schema:release`
 * refreshes it when a release goes out.
 */
export const RELEASED_SCHEMA = join(SCHEMA_DIR, 'released', 'schema.graphql');
export const CHANGELOG = join(SCHEMA_DIR, 'CHANGELOG.md');

/** The schema as `schema/*.graphql` declares it today (one file per domain, joined). */
export function currentSchema(dir = SCHEMA_DIR): GraphQLSchema {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  return buildSchema(files.map((name) => readFileSync(join(dir, name), 'utf8')).join('\n'));
}

export const releasedSchema = (file = RELEASED_SCHEMA): GraphQLSchema =>
  buildSchema(readFileSync(file, 'utf8'));

/** The snapshot's text: sorted, so that two releases of the same schema are the same file. */
export const snapshotOf = (schema: GraphQLSchema): string =>
  `# The last released schema, written by \`npm run schema:release\`; do not edit by hand.\n# CI compares schema/*.graphql with it (scripts/schema/run.ts check).\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
