import type { NozzleReferenceResolvers } from '../../generated/resolvers';

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
