import { keepsATraitPerCrop } from '@field-boundaries/contract/trait-rules';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { badRequest, notFound } from '../../errors';
import { lockAccount } from '../accounts/people';
import { carriedProducts, catalogMessages, checkedTarget, growerAccount, known, pick } from './choices';
import { activesOf, buildCatalogue, type Catalogue, judge, type Target, type Verdict } from './compatibility';
import * as reference from './reference-store';
import { sprayTankOf } from './spray-tank';
import type { ActiveIngredient } from './store';
import * as store from './store';

export { catalogMessages, growerAccount } from './choices';
export type { NozzleReference, ProductRegistration, RecordProduct } from './reference-store';
export type { SprayTank } from './spray-tank';
export type { ActiveIngredient } from './store';

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

/** A grower's saved tank mix, as the catalogue judges it: the tank-mixes module keeps them. */
export type SavedMix = {
  id: number;
  name: string;
  herbicide_groups: number[];
  active_ingredients: number[];
  products: string[];
};

/** Where the catalogue reads an account's saved mixes (the tank-mixes service). */
export type SavedMixes = { mixesOf(accountId: number): Promise<SavedMix[]> };

/** Without the tank-mixes module (a seed reading the catalogue), an account has no saved mixes. */
const noSavedMixes: SavedMixes = { mixesOf: async () => [] };

export class CatalogueService {
  // The catalogue is reference data that only a migration changes: read once per process.
  private catalogue: Promise<Catalogue> | undefined;

  constructor(
    private readonly db: Db,
    private readonly mixes: SavedMixes = noSavedMixes,
  ) {}

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

  /** The nozzle reference data: droplet classes, makers, nozzle types and sizes, pump pressures. */
  nozzleReference(): Promise<reference.NozzleReference> {
    return reference.nozzleReference(this.db);
  }

  /** The EPA registrations of the products a report may name, with their dates. */
  productRegistrations(): Promise<reference.ProductRegistration[]> {
    return reference.productRegistrations(this.db);
  }

  /** The catalogue's products with their record rules (restricted use, a label's own list, or none). */
  recordProducts(): Promise<reference.RecordProduct[]> {
    return reference.recordProducts(this.db);
  }

  /** Growers manage the catalogue; ag retailers do so only inside a grower's account. */
  private grower(viewer: Viewer): number {
    return growerAccount(viewer);
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
      await lockAccount(tx, accountId);
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
      await lockAccount(tx, accountId);
      const grown = await cropsOnEitherList(tx, accountId);
      const before = await store.selection(tx, 'account_crop_traits', accountId);
      const refused = keepsATraitPerCrop((id) => catalogue.traits.get(id)?.crop, before, traitIds, grown);
      if (refused) throw badRequest(refused);
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

  /** The actives a planned spray carries: its groups and named actives, and its tank mix's. */
  async sprayActives(
    viewer: Viewer,
    spray: Pick<CompatibilityRequest, 'herbicide_groups' | 'active_ingredients' | 'tank_mix'>,
  ) {
    return (await this.planned(this.grower(viewer), spray)).actives;
  }

  /**
   * A spray's tank read once, for a start: the catalogue, the saved mix (404 when the account has no
   * such mix) and what the tank carries (spray-tank.ts). Judge it with the mix's products so that
   * product exceptions apply.
   */
  async sprayTank(viewer: Viewer, spray: { herbicide_groups?: number[]; tank_mix?: number | undefined }) {
    const mix = spray.tank_mix === undefined ? null : await this.tankMix(this.grower(viewer), spray.tank_mix);
    return sprayTankOf(await this.load(), mix, spray.herbicide_groups ?? []);
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

  private async tankMix(accountId: number, id: number): Promise<SavedMix> {
    const mix = (await this.mixes.mixesOf(accountId)).find((each) => each.id === id);
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
      this.mixes.mixesOf(accountId),
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
