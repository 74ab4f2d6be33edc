import type { AdjacentFieldResolvers } from '../../generated/resolvers';

export const AdjacentField: AdjacentFieldResolvers = {
  isBuilding: (field) => field.is_building,
  distanceFt: (field) => field.distance_ft,
  polygons: (field) => field.geometry.coordinates,
};
