import type { ActiveIngredientResolvers, HerbicideGroupResolvers } from '../../generated/resolvers';

export const HerbicideGroup: HerbicideGroupResolvers = {
  groupLabel: (group) => group.group_label,
  groupType: (group) => group.group_type,
  siteOfAction: (group) => group.site_of_action,
  activeIngredients: (group) => group.active_ingredients,
};

export const ActiveIngredient: ActiveIngredientResolvers = {
  chemicalFamily: (active) => active.chemical_family,
  group: (active, _args, { loaders }) => loaders.catalog.herbicideGroup.load(active.herbicide_group),
};
