import type { SprayabilityResolvers } from '../../generated/resolvers';

export const Sprayability: SprayabilityResolvers = {
  activeIngredients: (sprayability) => sprayability.active_ingredients,
  windows: (sprayability) =>
    sprayability.windows.map((window) => ({
      start: window.start,
      end: window.end,
      lowestIndex: window.lowest_index,
    })),
};
