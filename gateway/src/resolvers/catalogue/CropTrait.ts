import type { CropTraitResolvers } from '../../generated/resolvers';

export const CropTrait: CropTraitResolvers = {
  traitName: (trait) => trait.trait_name,
  logoUrl: (trait) => trait.logo_url,
  crop: (trait, _args, { loaders }) => loaders.catalogue.crop.load(trait.crop),
};
