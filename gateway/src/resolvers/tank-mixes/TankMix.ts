import type { TankMixResolvers } from '../../generated/resolvers';
import { loadAll } from '../../upstream/catalogue-loaders';

export const TankMix: TankMixResolvers = {
  herbicideGroups: (mix, _args, { loaders }) =>
    loadAll(loaders.catalogue.herbicideGroup, mix.herbicide_groups),
  activeIngredients: (mix, _args, { loaders }) =>
    loadAll(loaders.catalogue.activeIngredient, mix.active_ingredients),
  createdAt: (mix) => mix.created_at,
  // A list of mixes asks the api once for all of their verdicts.
  compatibility: (mix, _args, { loaders }) => loaders.catalogue.tankMixCompatibility.load(mix.id),
};
