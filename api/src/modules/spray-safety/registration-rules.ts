import type { Breach, Label, TankContext } from './label-types';
import { labelsInTank, productsOf, unregisteredProducts } from './labels-in-tank';
import { registrationFor } from './products';

// The rules of the products in the tank, beside each label's own (label-rules.ts): a product
// named that is not registered for its label's use on the date, and a tank naming no product for
// a label for tolerant crops. Pure: the tank comes in.

/** The products whose label it is, registered for its use on the date: 'Engenia, Stryax, Tavium'. */
export function productNames(label: Label, date: string): string {
  const products = productsOf(label)
    .filter((product) => registrationFor(product, label.id, date))
    .map((product) => product.name)
    .sort((a, b) => a.localeCompare(b));
  return products.length > 0 ? products.join(', ') : label.title;
}

/**
 * A label for tolerant crops (over the top) in the tank whose active the tank names no product
 * for: which product is in the jug the product cannot know (XtendiMax, vacated in 2024, or
 * Clarity, with no over-the-top use, carry the same dicamba), so it is never taken as a
 * registered one. Shown on every hour as to confirm at the start, where the applicator confirms
 * it in these words (FIFRA §12(a)(2)(G)).
 */
export function unnamedProductCautions(context: TankContext, labels: readonly Label[]): Breach[] {
  return labelsInTank(context, labels)
    .filter(
      (label) =>
        label.rules.some((rule) => rule.kind === 'crop') &&
        (context.named?.[label.active] ?? []).length === 0,
    )
    .map((label) => {
      const registered = productsOf(label).filter((product) =>
        registrationFor(product, label.id, context.date),
      );
      const which =
        registered.length === 0
          ? `no product is registered for this use on ${context.date}`
          : `only ${productNames(label, context.date)} ${registered.length === 1 ? 'is' : 'are'} registered for this use on ${context.date}`;
      return {
        rule: `${label.id}.product`,
        kind: 'crop' as const,
        tier: 'restricted' as const,
        words:
          'Use only a product registered for this use: a product may be used only as its labeling allows (FIFRA §12(a)(2)(G), use inconsistent with labeling).',
        found: `to confirm at the start: the tank names no ${label.active} product; ${which}`,
        source: REGISTRATION_SOURCE,
        confirmed: true,
        products: productNames(label, context.date),
      };
    });
}

/** FIFRA §12(a)(2)(G): it is unlawful to use a registered pesticide in a manner inconsistent with its labeling. */
const REGISTRATION_SOURCE =
  "FIFRA §12(a)(2)(G) (7 U.S.C. 136j(a)(2)(G)): use inconsistent with labeling; the product's registrations in products.json";

/**
 * A product the tank names that is not registered for its label's use on the date (XtendiMax over
 * the top in 2026, Clarity, Stryax before its 6 Feb 2026 registration): using it so is using it
 * inconsistently with its labeling, so the hour is not allowed, and the reason is said.
 */
export function registrationBreaches(context: TankContext, labels: readonly Label[]): Breach[] {
  return unregisteredProducts(context, labels).map((product) => ({
    rule: `${product.label}.registration`,
    kind: 'crop',
    tier: 'prohibited',
    words:
      'Not registered for this use: a product may be used only as its labeling allows (FIFRA §12(a)(2)(G), use inconsistent with labeling).',
    found: `${product.name} is not registered for this use on ${context.date}`,
    source: REGISTRATION_SOURCE,
    confirmed: true,
    products: product.name,
  }));
}
