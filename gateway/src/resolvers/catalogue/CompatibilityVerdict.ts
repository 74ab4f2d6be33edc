import type { CompatibilityVerdictResolvers } from '../../generated/resolvers';

const relations = { own: 'OWN', neighbor: 'NEIGHBOR', both: 'BOTH' } as const;

export const CompatibilityVerdict: CompatibilityVerdictResolvers = {
  cropTrait: (verdict) => verdict.crop_trait,
  relation: (verdict) => (verdict.relation ? relations[verdict.relation] : null),
};
