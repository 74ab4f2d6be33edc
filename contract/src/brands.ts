// A product's brand, as the catalogue lists actives' products and a tank mix names them.

/**
 * 'Enlist Duo (premix with glyphosate)' → 'Enlist Duo'; 'Provisia (for Provisia rice)' →
 * 'Provisia': the note in brackets says what else the product carries or is for, and is not
 * part of its name.
 */
export const brandOf = (product: string): string => product.replace(/\s*\(.*\)\s*$/, '').trim();
