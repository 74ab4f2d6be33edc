import type { ProductRegistrationResolvers } from '../../generated/resolvers';

export const ProductRegistration: ProductRegistrationResolvers = {
  productName: (product) => product.product_name,
  epaRegNumber: (product) => product.epa_reg_number,
  registrant: (product) => product.registrant,
};
