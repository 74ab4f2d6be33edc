import type { FarmResolvers } from '../../generated/resolvers';

export const Farm: FarmResolvers = {
  sprayPlanner: (farm, _args, { loaders }) => loaders.sprayPlanner.load(farm.id),
};
