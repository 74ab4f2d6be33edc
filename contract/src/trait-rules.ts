import { catalogueMessages } from './messages';

// Spec accounts §5, a grower's traits: a crop the grower grows keeps at least one of its traits.
// The web checks it before it asks; the api checks it again inside the change.

/**
 * The refusal when going from the traits `before` to those `after` would leave a crop in `grown`
 * with none of its traits, else null. `cropOf` names a trait's crop.
 */
export function keepsATraitPerCrop(
  cropOf: (trait: number) => number | undefined,
  before: Iterable<number>,
  after: Iterable<number>,
  grown: ReadonlySet<number>,
): string | null {
  const cropsOf = (traits: Iterable<number>) => new Set([...traits].map(cropOf));
  const kept = cropsOf(after);
  const stripped = [...cropsOf(before)].some(
    (crop) => crop !== undefined && grown.has(crop) && !kept.has(crop),
  );
  return stripped ? catalogueMessages.allTraitsRemoved : null;
}
