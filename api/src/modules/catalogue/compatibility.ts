import type { ActiveIngredient, Crop, CropTrait, HerbicideGroup, ProductException } from './store';

// The compatibility question, answered at the level of active ingredients: would spraying these
// actives injure this crop with this trait? A crop is safe from an active it tolerates by
// nature (corn and atrazine) or through its trait (Enlist E3 and 2,4-D); any other active
// injures it. Groups are too coarse to answer this: Xtend and Enlist are both Group 4 traits,
// yet each is injured by the other's auxin. A product can still injure a crop whose trait
// tolerates its active (Provisia herbicide on Max-Ace rice, both quizalofop): such product
// exceptions override the tolerance tables when the tank names the product. Pure functions over
// the catalogue: no I/O here.

export type Catalogue = {
  crops: Map<number, Crop>;
  traits: Map<number, CropTrait>;
  groups: Map<number, HerbicideGroup>;
  actives: Map<number, ActiveIngredient>;
  /** Actives each crop tolerates by nature, at labelled use. */
  cropTolerates: Map<number, Set<number>>;
  /** Actives each trait makes its crop tolerate. */
  traitTolerates: Map<number, Set<number>>;
  /** Products that injure a crop as planted through an active its tolerance tables accept. */
  productExceptions: ProductException[];
};

/** A crop as planted: with one of its traits, or with none (conventional). */
export type Target = { crop: number; trait: number | null };

export type Verdict = {
  crop: Crop;
  crop_trait: CropTrait | null;
  safe: boolean;
  /** The actives that would injure it, by group and then the most used first. */
  injuring: ActiveIngredient[];
};

export function buildCatalogue(parts: {
  crops: Crop[];
  traits: CropTrait[];
  groups: HerbicideGroup[];
  cropTolerates: Map<number, Set<number>>;
  traitTolerates: Map<number, Set<number>>;
  productExceptions?: ProductException[];
}): Catalogue {
  return {
    crops: new Map(parts.crops.map((crop) => [crop.id, crop])),
    traits: new Map(parts.traits.map((trait) => [trait.id, trait])),
    groups: new Map(parts.groups.map((group) => [group.id, group])),
    actives: new Map(
      parts.groups.flatMap((group) => group.active_ingredients.map((a) => [a.id, a] as const)),
    ),
    cropTolerates: parts.cropTolerates,
    traitTolerates: parts.traitTolerates,
    productExceptions: parts.productExceptions ?? [],
  };
}

/**
 * The actives a spray carries. A group stands for every one of its actives unless actives of it
 * are named: then only those (a mix of Group 4 as dicamba carries dicamba, not 2,4-D).
 */
export function activesOf(
  catalogue: Catalogue,
  spray: { groups?: readonly number[]; actives?: readonly number[] },
): ActiveIngredient[] {
  const named = (spray.actives ?? []).flatMap((id) => catalogue.actives.get(id) ?? []);
  const narrowed = new Set(named.map((active) => active.herbicide_group));
  const chosen = new Map<number, ActiveIngredient>();
  for (const id of spray.groups ?? []) {
    if (narrowed.has(id)) continue;
    for (const active of catalogue.groups.get(id)?.active_ingredients ?? []) chosen.set(active.id, active);
  }
  for (const active of named) chosen.set(active.id, active);
  return [...chosen.values()].sort(byGroupThenUse(catalogue));
}

/** Orders actives by group, then the most used of a group first (the catalogue's rank). */
const byGroupThenUse =
  (catalogue: Catalogue) =>
  (a: ActiveIngredient, b: ActiveIngredient): number => {
    const rank = (active: ActiveIngredient) =>
      catalogue.groups
        .get(active.herbicide_group)
        ?.active_ingredients.findIndex((each) => each.id === active.id) ?? 0;
    return a.herbicide_group - b.herbicide_group || rank(a) - rank(b);
  };

/** Whether a crop, with its trait if any, tolerates an active. */
export function tolerates(catalogue: Catalogue, target: Target, activeId: number): boolean {
  if (catalogue.cropTolerates.get(target.crop)?.has(activeId)) return true;
  return target.trait !== null && (catalogue.traitTolerates.get(target.trait)?.has(activeId) ?? false);
}

/**
 * The actives through which the named products injure this target whatever its tolerance: the
 * product exceptions for its crop and trait. Products compare by brand, in any case.
 */
export function exceptedActives(
  catalogue: Catalogue,
  target: Target,
  products: readonly string[],
): Set<number> {
  const named = new Set(products.map((product) => product.trim().toLowerCase()));
  return new Set(
    catalogue.productExceptions
      .filter(
        (exception) =>
          exception.crop === target.crop &&
          exception.trait === target.trait &&
          named.has(exception.product.toLowerCase()),
      )
      .map((exception) => exception.active),
  );
}

/**
 * The verdict for one target; a trait of another crop than the target's is a caller's fault.
 * `products` are the brands the tank names: a product exception for the target makes its active
 * injure it even where the crop or trait tolerates that active.
 */
export function judge(
  catalogue: Catalogue,
  target: Target,
  actives: readonly ActiveIngredient[],
  products: readonly string[] = [],
): Verdict {
  const crop = catalogue.crops.get(target.crop);
  if (!crop) throw new Error(`no crop ${target.crop}`);
  const trait = target.trait === null ? null : (catalogue.traits.get(target.trait) ?? null);
  if (trait && trait.crop !== crop.id) throw new Error(`trait ${trait.id} is not a trait of crop ${crop.id}`);
  const excepted = exceptedActives(catalogue, target, products);
  const injuring = actives.filter(
    (active) => excepted.has(active.id) || !tolerates(catalogue, target, active.id),
  );
  // A named product carries its active into the tank even when the caller left it out.
  const carried = [...excepted]
    .filter((id) => !actives.some((active) => active.id === id))
    .flatMap((id) => catalogue.actives.get(id) ?? []);
  if (carried.length > 0) injuring.push(...carried);
  injuring.sort(byGroupThenUse(catalogue));
  return { crop, crop_trait: trait, safe: injuring.length === 0, injuring };
}
