import type { FarmResolvers } from '../../generated/resolvers';

export const Farm: FarmResolvers = {
  fieldCount: (farm) => farm.field_count,
  fields: (farm, _args, { loaders }) => loaders.farmFields.load(farm.id),
};
