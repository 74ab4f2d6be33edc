import type { ActiveIngredientResolvers } from '../../generated/resolvers';

export const ActiveIngredient: ActiveIngredientResolvers = {
  chemicalFamily: (active) => active.chemical_family,
  group: (active, _args, { loaders }) => loaders.catalogue.herbicideGroup.load(active.herbicide_group),
};
