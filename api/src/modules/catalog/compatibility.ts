import type { ActiveIngredient, Crop, CropTrait, HerbicideGroup } from './store';

// The compatibility question, answered at the level of active ingredients: would spraying these
// actives injure this crop with this trait? A crop is safe from an active it tolerates by
// nature (corn and atrazine) or through its trait (Enlist E3 and 2,4-D); any other active
// injures it. Groups are too coarse to answer this: Xtend and Enlist are both Group 4 traits,
// yet each is injured by the other's auxin. Pure functions over the catalogue: no I/O here.

export type Catalogue = {
  crops: Map<number, Crop>;
  traits: Map<number, CropTrait>;
  groups: Map<number, HerbicideGroup>;
  actives: Map<number, ActiveIngredient>;
  /** Actives each crop tolerates by nature, at labelled use. */
  cropTolerates: Map<number, Set<number>>;
  /** Actives each trait makes its crop tolerate. */
  traitTolerates: Map<number, Set<number>>;
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
  return [...chosen.values()].sort(
    (a, b) =>
      a.herbicide_group - b.herbicide_group ||
      (catalogue.groups.get(a.herbicide_group)?.active_ingredients.indexOf(a) ?? 0) -
        (catalogue.groups.get(b.herbicide_group)?.active_ingredients.indexOf(b) ?? 0),
  );
}

/** Whether a crop, with its trait if any, tolerates an active. */
export function tolerates(catalogue: Catalogue, target: Target, activeId: number): boolean {
  if (catalogue.cropTolerates.get(target.crop)?.has(activeId)) return true;
  return target.trait !== null && (catalogue.traitTolerates.get(target.trait)?.has(activeId) ?? false);
}

/** The verdict for one target; a trait of another crop than the target's is a caller's fault. */
export function judge(catalogue: Catalogue, target: Target, actives: readonly ActiveIngredient[]): Verdict {
  const crop = catalogue.crops.get(target.crop);
  if (!crop) throw new Error(`no crop ${target.crop}`);
  const trait = target.trait === null ? null : (catalogue.traits.get(target.trait) ?? null);
  if (trait && trait.crop !== crop.id) throw new Error(`trait ${trait.id} is not a trait of crop ${crop.id}`);
  const injuring = actives.filter((active) => !tolerates(catalogue, target, active.id));
  return { crop, crop_trait: trait, safe: injuring.length === 0, injuring };
}
