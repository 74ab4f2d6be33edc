import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { loadAll } from '../../upstream/catalogue-loaders';
import { unwrap } from '../../upstream/client';

// The catalogue's root fields: reference lists, the grower's choices, and the compatibility
// question. The items themselves resolve in Crop.ts, CropTrait.ts and HerbicideGroup.ts.
export const Query: QueryResolvers = {
  async crops(_parent, _args, context) {
    requireSession(context);
    return context.loaders.catalogue.crops();
  },

  async cropTraitGroups(_parent, _args, context) {
    requireSession(context);
    const grouped = await context.loaders.catalogue.traitGroups();
    return Object.entries(grouped).map(([cropName, traits]) => ({ cropName, traits }));
  },

  async herbicideGroups(_parent, _args, context) {
    requireSession(context);
    return context.loaders.catalogue.herbicideGroups();
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
      context.loaders.catalogue.herbicideGroup,
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

  // The nozzle reference data the report form chooses from, and EPA registration suggestions.
  async nozzleReference(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/reference/nozzles/'));
  },
  async productRegistrations(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/reference/products/'));
  },
};
