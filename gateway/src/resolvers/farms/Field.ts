import type { FieldResolvers } from '../../generated/resolvers';

// A field's catalogue references resolve through the per-request catalogue loaders.
export const Field: FieldResolvers = {
  cluUuid: (field) => field.clu,
  isBuilding: (field) => field.is_building,
  // A field not read from a farm's list (a claim's answer) has the switch off until set.
  endangeredSpeciesMeasures: (field) => field.endangered_species_measures ?? false,
  crop: (field, _args, { loaders }) => (field.crop === null ? null : loaders.catalogue.crop.load(field.crop)),
  cropTrait: (field, _args, { loaders }) =>
    field.crop_trait === null ? null : loaders.catalogue.cropTrait.load(field.crop_trait),
};
