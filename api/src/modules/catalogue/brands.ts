import { brandOf } from '@field-boundaries/contract/brands';

// A product as the catalogue lists it under an active ('Provisia (for Provisia rice)') and the
// brand a grower names ('Provisia'): the parenthesised note says what the brand is for or what
// else it carries, and is not part of its name.

export { brandOf };

/** The brands the actives carry, each once, in the catalogue's order (most used first). */
export function brandsOf(actives: Iterable<{ products: readonly string[] }>): string[] {
  const brands = new Map<string, string>();
  for (const active of actives)
    for (const product of active.products) {
      const brand = brandOf(product);
      if (!brands.has(brand.toLowerCase())) brands.set(brand.toLowerCase(), brand);
    }
  return [...brands.values()];
}
