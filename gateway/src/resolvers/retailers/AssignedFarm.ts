import type { AssignedFarmResolvers } from '../../generated/resolvers';

export const AssignedFarm: AssignedFarmResolvers = {
  fieldCount: (farm) => farm.field_count,
  fields: (farm, _args, { loaders }) =>
    loaders.assignedFarmFields.load({ account: farm.accountUuid, farm: farm.id }),
};
