import type { Change } from '@graphql-inspector/core';
import type { Comparison } from './compat';

const HEADER = `# Schema changelog

What changed in the public GraphQL schema, for the clients that use it. Written by
\`npm run schema:changelog\` (part of \`npm run codegen\`) from the comparison of \`schema/\` with
the last released schema (\`schema/released/schema.graphql\`); \`npm run schema:release\` dates the
Unreleased section and refreshes the snapshot. Do not edit by hand.
`;

const UNRELEASED = '## Unreleased';

const list = (title: string, changes: Change[]): string[] =>
  changes.length === 0
    ? []
    : [`### ${title}`, '', ...changes.map((change) => `- ${change.message.replace(/\s+/g, ' ')}`), ''];

/** The Unreleased section's lines: what a release made now would bring. */
export function unreleasedSection(comparison: Comparison): string {
  const lines = [
    ...list('Breaking (refused: no deprecation period)', comparison.refused),
    ...list('Removed after their deprecation period', comparison.retired),
    ...list('Dangerous (may change what clients see)', comparison.dangerous),
    ...list('Added and other safe changes', comparison.safe),
  ];
  return `${UNRELEASED}\n\n${lines.length ? lines.join('\n') : 'Nothing since the last release.\n'}`;
}

/** The released sections of an existing changelog (everything after Unreleased), kept as written. */
export function releasedSections(changelog: string): string {
  const start = changelog.indexOf(`\n${UNRELEASED}\n`);
  if (start < 0) return '';
  const next = changelog.indexOf('\n## ', start + UNRELEASED.length + 1);
  return next < 0 ? '' : changelog.slice(next + 1);
}

export const changelogText = (unreleased: string, released: string): string =>
  `${HEADER}\n${unreleased}${released ? `\n${released}` : ''}`.replace(/\n*$/, '\n');

/** The changelog once a release is made on `date`: Unreleased becomes that release's section. */
export function releasedChangelog(changelog: string, comparison: Comparison | null, date: string): string {
  const body = comparison
    ? unreleasedSection(comparison).slice(UNRELEASED.length).trim()
    : 'The first released schema: each type and field in it is public from this date.';
  const section = `## ${date}\n\n${body}\n`;
  const empty = unreleasedSection({ refused: [], retired: [], dangerous: [], safe: [] });
  return changelogText(empty, `${section}\n${releasedSections(changelog)}`.trim());
}
