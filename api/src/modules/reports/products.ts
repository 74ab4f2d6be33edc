import { brandOf } from '../catalogue/brands';

// Which active ingredients a report's products put in the tank, for the printed drift zone
// (the label buffers of dicamba, 2,4-D choline… depend on them). Pure: the catalogue's actives
// are passed in.
export type ActiveWithProducts = { id: number; name: string; products: string[] };

/** 'Enlist Duo (premix with glyphosate)' → 'enlist duo'. */
const brand = (product: string) => brandOf(product).toLowerCase();

/**
 * The actives of the named products: a product the catalogue lists under an active carries
 * it (every active of a premix lists it), and a generic product names its active
 * ('Atrazine 4L', '2,4-D Amine 4').
 */
export function activesInProducts(productNames: string[], actives: Iterable<ActiveWithProducts>): number[] {
  const wanted = productNames.map((name) => name.trim().toLowerCase()).filter(Boolean);
  const found = new Set<number>();
  for (const active of actives) {
    const brands = active.products.map(brand);
    const activeName = active.name.toLowerCase();
    const escaped = activeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const namesActive = new RegExp(`(^|[^a-z0-9-])${escaped}($|[^a-z0-9-])`);
    if (wanted.some((name) => brands.includes(name) || namesActive.test(name))) found.add(active.id);
  }
  return [...found].sort((a, b) => a - b);
}
