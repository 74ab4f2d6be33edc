import { tankMixMessages as shared } from '@field-boundaries/contract/messages';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { lockAccount } from '../accounts/people';
import { carriedProducts, catalogMessages, growerAccount, known } from '../catalogue/choices';
import { activesOf, type Catalogue } from '../catalogue/compatibility';
import { CatalogueService, type SavedMixes } from '../catalogue/service';
import * as store from './store';

export const tankMixMessages = {
  nameTaken: shared.nameTaken,
  nameMissing: shared.nameMissing,
  empty: shared.empty,
  missing: catalogMessages.mixMissing,
  owner: 'A Tank Mix can only be created for your own account.',
  activeOutside: 'Each active ingredient of a Tank Mix must belong to one of its herbicide groups.',
};

export type { TankMix } from './store';

/** A grower's saved tank mixes: each holds herbicide groups, actives of them and products. */
export class TankMixesService implements SavedMixes {
  constructor(
    private readonly db: Db,
    private readonly catalogue: { load(): Promise<Catalogue> },
  ) {}

  /** The account's mixes; 404 when it has none (the spec's clients read that as empty). */
  async tankMixes(viewer: Viewer) {
    const mixes = await store.tankMixesOf(this.db, growerAccount(viewer));
    if (mixes.length === 0) throw notFound('No Tank Mixes yet.');
    return mixes;
  }

  /** An account's mixes, as the catalogue judges them (empty when it has none). */
  mixesOf(accountId: number): Promise<store.TankMix[]> {
    return store.tankMixesOf(this.db, accountId);
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
    const accountId = growerAccount(viewer);
    if (mix.owner !== undefined && mix.owner !== accountId) throw forbidden(tankMixMessages.owner);
    const name = mix.name.trim();
    if (!name) throw badRequest(tankMixMessages.nameMissing, { name: [tankMixMessages.nameMissing] });
    if (mix.herbicide_groups.length === 0)
      throw badRequest(tankMixMessages.empty, { herbicide_groups: [tankMixMessages.empty] });
    const catalogue = await this.catalogue.load();
    const groups = known(catalogue.groups, mix.herbicide_groups, 'herbicide group');
    const actives = known(catalogue.actives, mix.active_ingredients ?? [], 'active ingredient');
    if (actives.some((id) => !groups.includes(catalogue.actives.get(id)?.herbicide_group ?? -1)))
      throw badRequest(tankMixMessages.activeOutside, {
        active_ingredients: [tankMixMessages.activeOutside],
      });
    const products = carriedProducts(activesOf(catalogue, { groups, actives }), mix.products ?? []);
    const id = await this.db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      if (await store.tankMixNameTaken(tx, accountId, name))
        throw conflict(tankMixMessages.nameTaken, 'name');
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
    if (!(await store.deleteTankMix(this.db, growerAccount(viewer), id)))
      throw notFound(tankMixMessages.missing);
  }
}

/**
 * The catalogue and the tank mixes, wired to each other through their services: the catalogue
 * judges a spray of a saved mix, and a mix is checked against the catalogue when it is saved.
 */
export function catalogueWithTankMixes(db: Db): { catalogue: CatalogueService; tankMixes: TankMixesService } {
  const tankMixes: TankMixesService = new TankMixesService(db, {
    load: (): Promise<Catalogue> => catalogue.load(),
  });
  const catalogue: CatalogueService = new CatalogueService(db, tankMixes);
  return { catalogue, tankMixes };
}
