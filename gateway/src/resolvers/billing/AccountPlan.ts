import type {
  AccountPlanResolvers,
  CardOnFileResolvers,
  RenewalPackageResolvers,
} from '../../generated/resolvers';

export const AccountPlan: AccountPlanResolvers = {
  account: (plan) => String(plan.account),
  expiresAt: (plan) => plan.plan_expires_at,
};

export const RenewalPackage: RenewalPackageResolvers = {
  id: (offer) => String(offer.id),
};

export const CardOnFile: CardOnFileResolvers = {
  paymentMethodId: (card) => card.payment_method_id,
};
