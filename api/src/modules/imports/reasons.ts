import type { MatchingField } from '../farms/service';

// How an import's report words why a feature was skipped or refused.

/**
 * A feature whose boundary lies within this many metres of an existing field's, all along
 * (Hausdorff distance), is that field again: a re-import of the same export, or the same file
 * brought into a second farm. GPS and digitising noise in one traced boundary is well under it,
 * and two neighbouring fields sharing an edge are still a field's width apart elsewhere.
 */
export const DUPLICATE_METRES = 1;

/**
 * 'Same boundary as "North 80" in Home Farm (within 1 m): skipped.', naming the nearest field and
 * counting any more (three imports of one file stack three copies).
 */
export function sameAs(matches: MatchingField[], skipped = true): string {
  const [nearest] = matches;
  if (!nearest) return '';
  const more = matches.length > 1 ? ` and ${matches.length - 1} more` : '';
  const same = `Same boundary as "${nearest.name}" in ${nearest.farm_name}${more} (within ${DUPLICATE_METRES} m)`;
  return skipped ? `${same}: skipped.` : same;
}

/** A reason as the report shows it: capitalised, ending in one full stop. */
export const asSentence = (reason: string) =>
  `${reason[0]?.toUpperCase()}${reason.slice(1)}${reason.endsWith('.') ? '' : '.'}`;
