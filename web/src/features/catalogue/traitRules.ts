import { catalogueMessages } from '@field-boundaries/contract/messages';
import { keepsATraitPerCrop as keepsATrait } from '@field-boundaries/contract/trait-rules';

// The traits rule of spec 5 (contract/'s trait-rules.ts), checked in the browser for speed; the
// api checks it again.
export const allTraitsMessage = catalogueMessages.allTraitsRemoved;

/** The refusal when the remaining traits would leave a grown crop with none, else null. */
export function keepsATraitPerCrop(
  mine: readonly { id: number; crop: { id: number } }[],
  remaining: readonly number[],
  grown: ReadonlySet<number>,
): string | null {
  const cropOf = new Map(mine.map((trait) => [trait.id, trait.crop.id]));
  return keepsATrait((id) => cropOf.get(id), cropOf.keys(), remaining, grown);
}
