import type { CropResolvers } from '../../generated/resolvers';

export const Crop: CropResolvers = {
  traits: (crop, _args, { loaders }) => loaders.catalogue.traitsOfCrop.load(crop.id),
};
