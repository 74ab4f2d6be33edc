import type { HerbicideGroupResolvers } from '../../generated/resolvers';

export const HerbicideGroup: HerbicideGroupResolvers = {
  groupLabel: (group) => group.group_label,
  groupType: (group) => group.group_type,
  siteOfAction: (group) => group.site_of_action,
  activeIngredients: (group) => group.active_ingredients,
};
