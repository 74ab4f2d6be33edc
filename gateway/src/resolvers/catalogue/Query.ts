import type { GatewayContext } from '../../context';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { attempt, unwrap } from '../../upstream/client';
import type { ApiActiveIngredient, ApiCrop, ApiCropTrait, ApiHerbicideGroup } from '../../upstream/types';
import { requireSession } from '../accounts/session';

// The catalogue's root fields: reference lists, the grower's choices, and the compatibility
// question. The items themselves resolve in Crop.ts, CropTrait.ts and HerbicideGroup.ts.
export const CatalogQuery: QueryResolvers = {
  async crops(_parent, _args, context) {
    requireSession(context);
    return context.loaders.catalog.crops();
  },

  async cropTraitGroups(_parent, _args, context) {
    requireSession(context);
    const grouped = await context.loaders.catalog.traitGroups();
    return Object.entries(grouped).map(([cropName, traits]) => ({ cropName, traits }));
  },

  async herbicideGroups(_parent, _args, context) {
    requireSession(context);
    return context.loaders.catalog.herbicideGroups();
  },

  async myCrops(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/farms/crops/me/')).my_crop.crops;
  },

  async myNeighborCrops(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/farms/neighboring-crops/me/')).neighboring_crop.crops;
  },

  async myCropTraits(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/farms/crop-traits/me/')).my_crop_trait.crop_traits;
  },

  async myHerbicideGroups(_parent, _args, context) {
    requireSession(context);
    const mine = unwrap(await context.upstream.GET('/herbicides/me/')).my_herbicide.herbicide_groups;
    return loadAll(
      context.loaders.catalog.herbicideGroup,
      mine.map((group) => group.id),
    );
  },

  async compatibility(_parent, { input }, context) {
    requireSession(context);
    const answer = await context.upstream.POST('/herbicides/compatibility/', {
      body: {
        ...(input.targets
          ? {
              targets: input.targets.map((target) => ({
                crop: target.crop,
                crop_trait: target.cropTrait ?? null,
              })),
            }
          : {}),
        ...(input.herbicideGroupIds ? { herbicide_groups: input.herbicideGroupIds } : {}),
        ...(input.activeIngredientIds ? { active_ingredients: input.activeIngredientIds } : {}),
        ...(input.tankMixId != null ? { tank_mix: input.tankMixId } : {}),
        ...(input.products ? { products: input.products } : {}),
      },
    });
    return unwrap(answer).results;
  },
};

export const CatalogMutation: MutationResolvers = {
  async setMyCrops(_parent, { cropIds }, context) {
    requireSession(context);
    const answer = attempt(await context.upstream.POST('/farms/crops/me/', { body: { crop_ids: cropIds } }));
    if (!answer.ok) return { ok: false, errors: answer.errors, crops: null, cropTraits: null };
    return { ok: true, errors: [], crops: answer.data.my_crop.crops, cropTraits: await myTraits(context) };
  },

  async setMyNeighborCrops(_parent, { cropIds }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/neighboring-crops/me/', { body: { crop_ids: cropIds } }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, crops: null, cropTraits: null };
    return {
      ok: true,
      errors: [],
      crops: answer.data.neighboring_crop.crops,
      cropTraits: await myTraits(context),
    };
  },

  async setMyCropTraits(_parent, { cropTraitIds }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/crop-traits/me/', { body: { crop_trait_ids: cropTraitIds } }),
    );
    return answer.ok
      ? { ok: true, errors: [], cropTraits: answer.data.my_crop_trait.crop_traits }
      : { ok: false, errors: answer.errors, cropTraits: null };
  },

  async setMyHerbicideGroups(_parent, { herbicideGroupIds }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/herbicides/me/', { body: { herbicide_group_ids: herbicideGroupIds } }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, herbicideGroups: null };
    const ids = answer.data.my_herbicide.herbicide_groups.map((group) => group.id);
    return {
      ok: true,
      errors: [],
      herbicideGroups: await loadAll(context.loaders.catalog.herbicideGroup, ids),
    };
  },
};

/** My Traits as they are after a save of crops (which may have added traits). */
async function myTraits(context: Pick<GatewayContext, 'upstream'>): Promise<ApiCropTrait[]> {
  return unwrap(await context.upstream.GET('/farms/crop-traits/me/')).my_crop_trait.crop_traits;
}

/** Items by id from a loader; an id the catalogue lacks is a fault, not a hole in the list. */
export async function loadAll<T extends ApiCrop | ApiCropTrait | ApiHerbicideGroup | ApiActiveIngredient>(
  loader: { loadMany(ids: readonly number[]): Promise<(T | Error)[]> },
  ids: readonly number[],
): Promise<T[]> {
  const items = await loader.loadMany(ids);
  return items.map((item) => {
    if (item instanceof Error) throw item;
    return item;
  });
}
