import type { NeighborWarningResolvers } from '../../generated/resolvers';

export const NeighborWarning: NeighborWarningResolvers = {
  crop: (warning, _args, { loaders }) => loaders.catalogue.crop.load(warning.crop),
  cropTrait: (warning, _args, { loaders }) =>
    warning.crop_trait === null ? null : loaders.catalogue.cropTrait.load(warning.crop_trait),
};
