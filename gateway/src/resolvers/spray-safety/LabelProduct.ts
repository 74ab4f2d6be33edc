import type { LabelProductResolvers } from '../../generated/resolvers';

export const LabelProduct: LabelProductResolvers = {
  epaRegNumber: (product) => product.epa_reg_number,
};
