import type { AdjacentTraitResolvers } from '../../generated/resolvers';

export const AdjacentTrait: AdjacentTraitResolvers = {
  adjecentUuid: (note) => note.adjecent_uuid,
  isBuilding: (note) => note.is_building,
  crop: (note, _args, { loaders }) => (note.crop === null ? null : loaders.catalogue.crop.load(note.crop)),
  cropTrait: (note, _args, { loaders }) =>
    note.crop_trait === null ? null : loaders.catalogue.cropTrait.load(note.crop_trait),
};
