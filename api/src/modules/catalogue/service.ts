import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { brandsOf } from './brands';
import { activesOf, buildCatalogue, type Catalogue, judge, type Target, type Verdict } from './compatibility';
import type { ActiveIngredient } from './store';
import * as store from './store';

export const catalogMessages = {
  retailer: 'Ag Retailer accounts do not manage crops, traits, herbicides or tank mixes.',
  allTraitsRemoved: "You can't remove all traits for a crop! Consider removing crop instead.",
  mixNameTaken: 'Tank Mix with this name already exists',
  mixNameMissing: 'Please enter a name for the Tank Mix.',
  mixEmpty: 'Add at least one herbicide group to the Tank Mix.',
  mixMissing: 'There is no such Tank Mix.',
  mixOwner: 'A Tank Mix can only be created for your own account.',
  mixActiveOutside: 'Each active ingredient of a Tank Mix must belong to one of its herbicide groups.',
  mixProductOutside: (products: string[]) =>
    `Each product of a Tank Mix must carry one of its active ingredients: ${products.join(', ')} ${
      products.length === 1 ? 'does' : 'do'
    } not.`,
  unknown: (kind: string, ids: number[]) => `There is no ${kind} with id ${ids.join(', ')}.`,
};

export type CompatibilityRequest = {
  targets?: { crop: number; crop_trait?: number | null | undefined }[] | undefined;
  herbicide_groups?: number[] | undefined;
  active_ingredients?: number[] | undefined;
  tank_mix?: number | undefined;
  /** Brands put in the tank (Provisia); each must carry one of the spray's actives. */
  products?: string[] | undefined;
};

/** Whose crop a default target is: the grower's own, a neighbour's, or both. */
export type Relation = 'own' | 'neighbor' | 'both';

export class CatalogService {
  // The catalogue is reference data that only a migration changes: read once per process.
  private catalogue: Promise<Catalogue> | undefined;

  constructor(private readonly db: Db) {}

  load(): Promise<Catalogue> {
    this.catalogue ??= (async () => {
      const [crops, traits, groups, tolerance, productExceptions] = await Promise.all([
        store.allCrops(this.db),
        store.allCropTraits(this.db),
        store.allHerbicideGroups(this.db),
        store.tolerances(this.db),
        store.productExceptions(this.db),
      ]);
      return buildCatalogue({
        crops,
        traits,
        groups,
        cropTolerates: tolerance.byCrop,
        traitTolerates: tolerance.byTrait,
        productExceptions,
      });
    })().catch((error: unknown) => {
      this.catalogue = undefined;
      throw error;
    });
    return this.catalogue;
  }

  /** Growers manage the catalogue; ag retailers do so only inside a grower's account. */
  private grower(viewer: Viewer): number {
    if (viewer.roles.retailer) throw forbidden(catalogMessages.retailer);
    return viewer.accountId;
  }

  async crops(viewer: Viewer) {
    this.grower(viewer);
    return [...(await this.load()).crops.values()];
  }

  async cropTraits(viewer: Viewer) {
    this.grower(viewer);
    return [...(await this.load()).traits.values()];
  }

  async herbicideGroups(viewer: Viewer) {
    this.grower(viewer);
    return [...(await this.load()).groups.values()];
  }

  async myCrops(viewer: Viewer, list: 'account_crops' | 'account_neighboring_crops') {
    const catalogue = await this.load();
    return pick(catalogue.crops, await store.selection(this.db, list, this.grower(viewer)));
  }

  async myCropTraits(viewer: Viewer) {
    const catalogue = await this.load();
    return pick(catalogue.traits, await store.selection(this.db, 'account_crop_traits', this.grower(viewer)));
  }

  async myHerbicideGroups(viewer: Viewer) {
    const catalogue = await this.load();
    return pick(
      catalogue.groups,
      await store.selection(this.db, 'account_herbicide_groups', this.grower(viewer)),
    );
  }

  /**
   * Saves the full list of the grower's (or their neighbours') crops. Every crop of either list
   * that has no trait yet gets all of its traits; a crop on neither list loses its traits.
   */
  async setCrops(viewer: Viewer, list: 'account_crops' | 'account_neighboring_crops', ids: number[]) {
    const accountId = this.grower(viewer);
    const catalogue = await this.load();
    const cropIds = known(catalogue.crops, ids, 'crop');
    await this.db.transaction(async (tx) => {
      await store.lockAccount(tx, accountId);
      await store.replaceSelection(tx, list, accountId, cropIds);
      await this.keepTraitsInStep(tx, catalogue, accountId);
    });
    return this.myCrops(viewer, list);
  }

  async setCropTraits(viewer: Viewer, ids: number[]) {
    const accountId = this.grower(viewer);
    const catalogue = await this.load();
    const traitIds = known(catalogue.traits, ids, 'crop trait');
    await this.db.transaction(async (tx) => {
      await store.lockAccount(tx, accountId);
      const grown = await cropsOnEitherList(tx, accountId);
      const before = new Set(await store.selection(tx, 'account_crop_traits', accountId));
      const cropsOf = (traits: Iterable<number>) =>
        new Set([...traits].map((id) => catalogue.traits.get(id)?.crop));
      const after = cropsOf(traitIds);
      const stripped = [...cropsOf(before)].filter(
        (crop) => crop !== undefined && grown.has(crop) && !after.has(crop),
      );
      if (stripped.length > 0) throw badRequest(catalogMessages.allTraitsRemoved);
      await store.replaceSelection(tx, 'account_crop_traits', accountId, traitIds);
    });
    return this.myCropTraits(viewer);
  }

  async setHerbicideGroups(viewer: Viewer, ids: number[]) {
    const accountId = this.grower(viewer);
    const groupIds = known((await this.load()).groups, ids, 'herbicide group');
    await store.replaceSelection(this.db, 'account_herbicide_groups', accountId, groupIds);
    return this.myHerbicideGroups(viewer);
  }

  /** The account's mixes; 404 when it has none (the spec's clients read that as empty). */
  async tankMixes(viewer: Viewer) {
    const mixes = await store.tankMixesOf(this.db, this.grower(viewer));
    if (mixes.length === 0) throw notFound('No Tank Mixes yet.');
    return mixes;
  }

  async createTankMix(
    viewer: Viewer,
    mix: {
      name: string;
      herbicide_groups: number[];
      active_ingredients?: number[] | undefined;
      products?: string[] | undefined;
      owner?: number | undefined;
    },
  ) {
    const accountId = this.grower(viewer);
    if (mix.owner !== undefined && mix.owner !== accountId) throw forbidden(catalogMessages.mixOwner);
    const name = mix.name.trim();
    if (!name) throw badRequest(catalogMessages.mixNameMissing, { name: [catalogMessages.mixNameMissing] });
    if (mix.herbicide_groups.length === 0)
      throw badRequest(catalogMessages.mixEmpty, { herbicide_groups: [catalogMessages.mixEmpty] });
    const catalogue = await this.load();
    const groups = known(catalogue.groups, mix.herbicide_groups, 'herbicide group');
    const actives = known(catalogue.actives, mix.active_ingredients ?? [], 'active ingredient');
    if (actives.some((id) => !groups.includes(catalogue.actives.get(id)?.herbicide_group ?? -1)))
      throw badRequest(catalogMessages.mixActiveOutside, {
        active_ingredients: [catalogMessages.mixActiveOutside],
      });
    const products = carriedProducts(activesOf(catalogue, { groups, actives }), mix.products ?? []);
    const id = await this.db.transaction(async (tx) => {
      await store.lockAccount(tx, accountId);
      if (await store.tankMixNameTaken(tx, accountId, name))
        throw conflict(catalogMessages.mixNameTaken, 'name');
      return store.insertTankMix(tx, {
        accountId,
        name,
        createdBy: viewer.actorUuid,
        groups,
        actives,
        products,
      });
    });
    const created = (await store.tankMixesOf(this.db, accountId)).find((each) => each.id === id);
    if (!created) throw new Error(`tank mix ${id} vanished after its insert`);
    return created;
  }

  async deleteTankMix(viewer: Viewer, id: number): Promise<void> {
    if (!(await store.deleteTankMix(this.db, this.grower(viewer), id)))
      throw notFound(catalogMessages.mixMissing);
  }

  /** The actives a planned spray carries: its groups and named actives, and its tank mix's. */
  async sprayActives(
    viewer: Viewer,
    spray: Pick<CompatibilityRequest, 'herbicide_groups' | 'active_ingredients' | 'tank_mix'>,
  ) {
    return (await this.planned(this.grower(viewer), spray)).actives;
  }

  /**
   * The products a planned spray names: its tank mix's, or none. Judge the spray with them
   * (`judge(catalogue, target, actives, products)`) so that product exceptions apply.
   */
  async sprayProducts(viewer: Viewer, spray: { tank_mix?: number | undefined }): Promise<string[]> {
    if (spray.tank_mix === undefined) return [];
    return (await this.tankMix(this.grower(viewer), spray.tank_mix)).products;
  }

  /** The actives and products of a spray: its groups, named actives and products, and its mix's. */
  private async planned(
    accountId: number,
    spray: CompatibilityRequest,
  ): Promise<{ actives: ActiveIngredient[]; products: string[] }> {
    const catalogue = await this.load();
    let groups = known(catalogue.groups, spray.herbicide_groups ?? [], 'herbicide group');
    let actives = known(catalogue.actives, spray.active_ingredients ?? [], 'active ingredient');
    let mixProducts: string[] = [];
    if (spray.tank_mix !== undefined) {
      const mix = await this.tankMix(accountId, spray.tank_mix);
      groups = [...groups, ...mix.herbicide_groups];
      actives = [...actives, ...mix.active_ingredients];
      mixProducts = mix.products;
    }
    const sprayed = activesOf(catalogue, { groups, actives });
    const named = carriedProducts(sprayed, spray.products ?? []);
    return { actives: sprayed, products: [...new Set([...mixProducts, ...named])] };
  }

  private async tankMix(accountId: number, id: number): Promise<store.TankMix> {
    const mix = (await store.tankMixesOf(this.db, accountId)).find((each) => each.id === id);
    if (!mix) throw notFound(catalogMessages.mixMissing);
    return mix;
  }

  /**
   * Would this spray injure these crops? Without targets, the crops the account grows and its
   * neighbours grow, each with its selected traits (or conventional when none is selected).
   */
  async compatibility(
    viewer: Viewer,
    request: CompatibilityRequest,
  ): Promise<(Verdict & { relation: Relation | null })[]> {
    const accountId = this.grower(viewer);
    const catalogue = await this.load();
    const { actives, products } = await this.planned(accountId, request);
    const targets = request.targets
      ? request.targets.map((target) => ({ target: checkedTarget(catalogue, target), relation: null }))
      : await this.accountTargets(accountId);
    return targets.map(({ target, relation }) => ({
      ...judge(catalogue, target, actives, products),
      relation,
    }));
  }

  /**
   * The verdicts of many of the account's tank mixes at once (as `compatibility` with a
   * `tank_mix`, per mix, in the order asked): the mixes and the account's crops read once.
   */
  async mixesCompatibility(
    viewer: Viewer,
    ids: number[],
  ): Promise<{ tank_mix: number; results: (Verdict & { relation: Relation | null })[] }[]> {
    const accountId = this.grower(viewer);
    const catalogue = await this.load();
    const [mixes, targets] = await Promise.all([
      store.tankMixesOf(this.db, accountId),
      this.accountTargets(accountId),
    ]);
    return ids.map((id) => {
      const mix = mixes.find((each) => each.id === id);
      if (!mix) throw notFound(catalogMessages.mixMissing);
      const spray = activesOf(catalogue, { groups: mix.herbicide_groups, actives: mix.active_ingredients });
      return {
        tank_mix: id,
        results: targets.map(({ target, relation }) => ({
          ...judge(catalogue, target, spray, mix.products),
          relation,
        })),
      };
    });
  }

  private async accountTargets(accountId: number): Promise<{ target: Target; relation: Relation }[]> {
    const catalogue = await this.load();
    const [own, neighbours, traits] = await Promise.all([
      store.selection(this.db, 'account_crops', accountId),
      store.selection(this.db, 'account_neighboring_crops', accountId),
      store.selection(this.db, 'account_crop_traits', accountId),
    ]);
    const relationOf = (crop: number): Relation =>
      own.includes(crop) && neighbours.includes(crop) ? 'both' : own.includes(crop) ? 'own' : 'neighbor';
    return [...new Set([...own, ...neighbours])].flatMap((crop): { target: Target; relation: Relation }[] => {
      const selected = traits.filter((id) => catalogue.traits.get(id)?.crop === crop);
      const relation = relationOf(crop);
      if (selected.length === 0) return [{ target: { crop, trait: null }, relation }];
      return selected.map((trait) => ({ target: { crop, trait }, relation }));
    });
  }

  /** When the account's crops lack traits, all traits of those crops are added (spec 4). */
  private async keepTraitsInStep(tx: Queryable, catalogue: Catalogue, accountId: number) {
    const grown = await cropsOnEitherList(tx, accountId);
    const selected = (await store.selection(tx, 'account_crop_traits', accountId)).filter((id) => {
      const crop = catalogue.traits.get(id)?.crop;
      return crop !== undefined && grown.has(crop);
    });
    const covered = new Set(selected.map((id) => catalogue.traits.get(id)?.crop));
    const added = [...catalogue.traits.values()]
      .filter((trait) => grown.has(trait.crop) && !covered.has(trait.crop))
      .map((trait) => trait.id);
    await store.replaceSelection(tx, 'account_crop_traits', accountId, [...selected, ...added]);
  }
}

async function cropsOnEitherList(db: Queryable, accountId: number): Promise<Set<number>> {
  const [own, neighbours] = await Promise.all([
    store.selection(db, 'account_crops', accountId),
    store.selection(db, 'account_neighboring_crops', accountId),
  ]);
  return new Set([...own, ...neighbours]);
}

function pick<T>(items: Map<number, T>, ids: number[]): T[] {
  return ids.flatMap((id) => {
    const item = items.get(id);
    return item ? [item] : [];
  });
}

/** The ids, without repeats, once every one is known; else the message naming the unknown. */
function known(items: Map<number, unknown>, ids: readonly number[], kind: string): number[] {
  const unknown = ids.filter((id) => !items.has(id));
  if (unknown.length > 0) throw badRequest(catalogMessages.unknown(kind, unknown));
  return [...new Set(ids)];
}

/**
 * The named products as the catalogue spells their brands, each once, once every one is carried
 * by one of the spray's actives; else the message naming those that are not.
 */
function carriedProducts(actives: readonly ActiveIngredient[], named: readonly string[]): string[] {
  const brands = new Map(brandsOf(actives).map((brand) => [brand.toLowerCase(), brand]));
  const wanted = named.map((name) => name.trim()).filter(Boolean);
  const outside = wanted.filter((name) => !brands.has(name.toLowerCase()));
  if (outside.length > 0) {
    const message = catalogMessages.mixProductOutside([...new Set(outside)]);
    throw badRequest(message, { products: [message] });
  }
  return [...new Set(wanted.map((name) => brands.get(name.toLowerCase()) ?? name))];
}

function checkedTarget(
  catalogue: Catalogue,
  target: { crop: number; crop_trait?: number | null | undefined },
): Target {
  if (!catalogue.crops.has(target.crop)) throw badRequest(catalogMessages.unknown('crop', [target.crop]));
  const trait = target.crop_trait ?? null;
  if (trait !== null && catalogue.traits.get(trait)?.crop !== target.crop)
    throw badRequest(`Crop trait ${trait} is not a trait of crop ${target.crop}.`);
  return { crop: target.crop, trait };
}
