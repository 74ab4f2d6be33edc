import type {
  NozzleReferenceResolvers,
  ProductRegistrationResolvers,
  QueryResolvers,
} from '../../generated/resolvers';
import { unwrap } from '../../upstream/client';
import { requireSession } from '../accounts/session';

// The nozzle reference data the report form chooses from, and EPA registration suggestions.
export const NozzlesQuery: QueryResolvers = {
  async nozzleReference(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/reference/nozzles/'));
  },
  async productRegistrations(_parent, _args, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/reference/products/'));
  },
};

export const NozzleReference: NozzleReferenceResolvers = {
  pumpPressures: (reference) => reference.pump_pressures,
  dropletClasses: (reference) =>
    reference.droplet_classes.map((each) => ({ ...each, vmdMicrons: each.vmd_microns })),
  nozzleSizes: (reference) =>
    reference.nozzle_sizes.map((each) => ({
      code: each.code,
      colour: each.colour,
      gpmAt40Psi: each.gpm_at_40_psi,
    })),
  manufacturers: (reference) =>
    reference.manufacturers.map((maker) => ({
      id: maker.id,
      name: maker.name,
      noozleTypeCode: maker.noozleTypeCode,
      noozleTypes: maker.noozle_types,
    })),
};

export const ProductRegistration: ProductRegistrationResolvers = {
  productName: (product) => product.product_name,
  epaRegNumber: (product) => product.epa_reg_number,
  registrant: (product) => product.registrant,
};
