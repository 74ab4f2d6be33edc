import type { SprayedGroupResolvers } from '../../generated/resolvers';

export const SprayedGroup: SprayedGroupResolvers = {
  id: (group) => group.id ?? null,
  groupLabel: (group) => group.group_label,
  groupType: (group) => group.group_type,
  herbicideNames: (group) => group.herbicide_names,
};
