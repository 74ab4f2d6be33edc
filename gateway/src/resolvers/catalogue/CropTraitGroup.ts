import type { CropTraitGroupResolvers } from '../../generated/resolvers';

export const CropTraitGroup: CropTraitGroupResolvers = {
  // Every group has at least its conventional entry, which names the crop.
  crop: async (group, _args, { loaders }) => {
    const [first] = group.traits;
    if (!first) throw new Error(`crop ${group.cropName} has no traits`);
    return loaders.catalogue.crop.load(first.crop);
  },
};
