import { catalogueMessages } from '@field-boundaries/contract/messages';
import type { Viewer } from '../../auth/viewer';
import { badRequest, forbidden } from '../../errors';
import { brandsOf } from './brands';
import type { Catalogue, Target } from './compatibility';
import type { ActiveIngredient } from './store';

// The checks of what a grower picks from the catalogue (ids, products, targets), as pure
// functions: the catalogue and the tank mixes both hold a grower's choices to them.

export const catalogMessages = {
  retailer: 'Ag Retailer accounts do not manage crops, traits, herbicides or tank mixes.',
  allTraitsRemoved: catalogueMessages.allTraitsRemoved,
  mixMissing: 'There is no such Tank Mix.',
  mixProductOutside: (products: string[]) =>
    `Each product of a Tank Mix must carry one of its active ingredients: ${products.join(', ')} ${
      products.length === 1 ? 'does' : 'do'
    } not.`,
  unknown: (kind: string, ids: number[]) => `There is no ${kind} with id ${ids.join(', ')}.`,
};

/** The viewer's account, for a grower; ag retailers manage crops and mixes only in god mode. */
export function growerAccount(viewer: Viewer): number {
  if (viewer.roles.retailer) throw forbidden(catalogMessages.retailer);
  return viewer.accountId;
}

export function pick<T>(items: Map<number, T>, ids: number[]): T[] {
  return ids.flatMap((id) => {
    const item = items.get(id);
    return item ? [item] : [];
  });
}

/** The ids, without repeats, once every one is known; else the message naming the unknown. */
export function known(items: Map<number, unknown>, ids: readonly number[], kind: string): number[] {
  const unknown = ids.filter((id) => !items.has(id));
  if (unknown.length > 0) throw badRequest(catalogMessages.unknown(kind, unknown));
  return [...new Set(ids)];
}

/**
 * The named products as the catalogue spells their brands, each once, once every one is carried
 * by one of the spray's actives; else the message naming those that are not.
 */
export function carriedProducts(actives: readonly ActiveIngredient[], named: readonly string[]): string[] {
  const brands = new Map(brandsOf(actives).map((brand) => [brand.toLowerCase(), brand]));
  const wanted = named.map((name) => name.trim()).filter(Boolean);
  const outside = wanted.filter((name) => !brands.has(name.toLowerCase()));
  if (outside.length > 0) {
    const message = catalogMessages.mixProductOutside([...new Set(outside)]);
    throw badRequest(message, { products: [message] });
  }
  return [...new Set(wanted.map((name) => brands.get(name.toLowerCase()) ?? name))];
}

export function checkedTarget(
  catalogue: Catalogue,
  target: { crop: number; crop_trait?: number | null | undefined },
): Target {
  if (!catalogue.crops.has(target.crop)) throw badRequest(catalogMessages.unknown('crop', [target.crop]));
  const trait = target.crop_trait ?? null;
  if (trait !== null && catalogue.traits.get(trait)?.crop !== target.crop)
    throw badRequest(`Crop trait ${trait} is not a trait of crop ${target.crop}.`);
  return { crop: target.crop, trait };
}
