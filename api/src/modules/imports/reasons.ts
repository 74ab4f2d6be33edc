import { FIELD_NAME_MAX_LENGTH } from '@field-boundaries/contract/boundary-limits';
import { overlapList } from '@field-boundaries/contract/dispute-wording';
import type { MatchingField } from '../farms/service';
import type { OtherOverlap } from './overlap-store';

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

/** The longest field name an import keeps; a longer one is shortened, and the report says so. */
export const NAME_LIMIT = FIELD_NAME_MAX_LENGTH;

/**
 * "Overlaps another grower's field by 3.20 ac: …", before or after the import; "Overlaps 2 other
 * growers' fields: 3.20 ac and 0.50 ac: …" for more. Acres only: never the other field's name.
 */
export function overlapNote(overlaps: OtherOverlap[], preview: boolean): string | null {
  if (overlaps.length === 0) return null;
  const acres = overlaps.map((each) => each.acres);
  const said =
    overlaps.length === 1
      ? `another grower's field by ${overlapList(acres)}`
      : `${overlaps.length} other growers' fields: ${overlapList(acres)}`;
  return preview
    ? `Overlaps ${said}: importing it opens a dispute, and they are told.`
    : `Overlaps ${said}: a dispute is open, and they have been told.`;
}

/**
 * The first `limit` UTF-16 code units of a name (the unit FIELD_NAME_MAX_LENGTH counts in), cut
 * between characters: a character past U+FFFF at the cut (an emoji, 𝔸) is left out whole, never
 * halved into a lone surrogate, which is no text and which the name rules refuse.
 */
export const shortenedName = (text: string, limit = NAME_LIMIT) => {
  const cut = text.slice(0, limit);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};

/** '<name> 2', '<name> 3'…: the first free in the farm and the file, within 30 characters. */
export function numbered(base: string, from: number, names: Set<string>): string {
  for (let number = from; ; number++) {
    const suffix = ` ${number}`;
    const name = `${shortenedName(base, NAME_LIMIT - suffix.length).trimEnd()}${suffix}`;
    if (!names.has(name.toLowerCase())) return name;
  }
}
