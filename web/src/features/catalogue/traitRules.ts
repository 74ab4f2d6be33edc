// The traits rule of spec 5, repeated in the browser for speed (the api enforces it).
export const allTraitsMessage = "You can't remove all traits for a crop! Consider removing crop instead.";

/** The refusal when the remaining traits would leave a grown crop with none, else null. */
export function keepsATraitPerCrop(
  mine: readonly { id: number; crop: { id: number } }[],
  remaining: readonly number[],
  grown: ReadonlySet<number>,
): string | null {
  const cropOf = new Map(mine.map((trait) => [trait.id, trait.crop.id]));
  const before = new Set(mine.map((trait) => trait.crop.id));
  const after = new Set(remaining.map((id) => cropOf.get(id)));
  const stripped = [...before].some((crop) => grown.has(crop) && !after.has(crop));
  return stripped ? allTraitsMessage : null;
}
