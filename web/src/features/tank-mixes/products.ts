import { brandOf } from '@field-boundaries/contract/brands';

// The brands a grower may name for a mix: those the catalogue lists under the actives put in
// the tank. Pure, so the page and its tests share it.

type Group = { id: number; activeIngredients: readonly { id: number; products: readonly string[] }[] };

export { brandOf };

/**
 * The brands of the mix's actives, each once, most used first: the actives named in a group, or
 * every active of a group with none named (as the api judges the mix).
 */
export function productChoices(
  groups: readonly Group[],
  mix: readonly number[],
  named: Readonly<Record<number, readonly number[]>>,
): string[] {
  const brands = new Map<string, string>();
  for (const id of mix) {
    const group = groups.find((each) => each.id === id);
    if (!group) continue;
    const picked = named[id] ?? [];
    const actives =
      picked.length > 0
        ? group.activeIngredients.filter((active) => picked.includes(active.id))
        : group.activeIngredients;
    for (const active of actives)
      for (const product of active.products) {
        const brand = brandOf(product);
        if (!brands.has(brand.toLowerCase())) brands.set(brand.toLowerCase(), brand);
      }
  }
  return [...brands.values()];
}
