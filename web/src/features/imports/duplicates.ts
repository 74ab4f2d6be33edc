import type { ImportReport, MatchingField } from './hooks';

// How the import preview tells a feature that is a field of the grower's already: the field and
// the farm it is in, skipped unless the grower ticks it; pure, so the words and choices are tested.

/** 'Already your field "North 80" in Home Farm', with ' (and 2 more copies)' when it is stacked. */
export function repeatsText(matches: readonly MatchingField[]): string {
  const [nearest, ...more] = matches;
  if (!nearest) return '';
  const copies =
    more.length === 0 ? '' : ` (and ${more.length} more ${more.length === 1 ? 'copy' : 'copies'})`;
  return `Already your field "${nearest.name}" in ${nearest.farmName}${copies}`;
}

/** The features to import anyway after the grower ticks or unticks one: sorted, each once. */
export function choose(chosen: readonly number[], feature: number, on: boolean): number[] {
  const next = new Set(chosen);
  if (on) next.add(feature);
  else next.delete(feature);
  return [...next].sort((a, b) => a - b);
}

/** The preview's summary line: what can be imported, what is skipped as the grower's already, what is refused. */
export function previewSummary(
  report: Pick<ImportReport, 'taken' | 'skipped' | 'refused' | 'notBoundaries'> & {
    features: readonly unknown[];
  },
): string {
  // Points and lines are no boundaries: told apart, not counted among the file's boundaries.
  const boundaries = report.features.length - report.notBoundaries;
  const parts = [`${report.taken} of ${boundaries} boundaries can be imported`];
  if (report.skipped > 0)
    parts.push(
      `${report.skipped} ${report.skipped === 1 ? 'is a field' : 'are fields'} you have already (skipped)`,
    );
  if (report.notBoundaries > 0)
    parts.push(
      `${report.notBoundaries} skipped: not ${report.notBoundaries === 1 ? 'a field boundary (a point or line)' : 'field boundaries (points or lines)'}`,
    );
  if (report.refused > 0) parts.push(`${report.refused} refused`);
  return `${parts.join('; ')}.`;
}
