import type { MapFieldResolvers } from '../../generated/resolvers';

export const MapField: MapFieldResolvers = {
  cluUuid: (field) => field.clu,
  isBuilding: (field) => field.is_building,
  hasAdjacentTrait: (field) => field.has_adjacent_trait,
  adjacentTrait: (field) => field.adjacent_trait,
  adjacentFields: (field) => field.adjacent_fields ?? [],
  adjacentTraits: (field) => field.adjacent_traits ?? [],
  weather: (field) => field.weather ?? null,
  drift: (field) => field.drift ?? null,
  disputeFields: (field) => field.dispute_fields ?? [],
  crop: (field, _args, { loaders }) => (field.crop === null ? null : loaders.catalogue.crop.load(field.crop)),
  cropTrait: (field, _args, { loaders }) =>
    field.crop_trait === null ? null : loaders.catalogue.cropTrait.load(field.crop_trait),
};
