import type { AccountPlanResolvers } from '../../generated/resolvers';

export const AccountPlan: AccountPlanResolvers = {
  account: (plan) => String(plan.account),
  expiresAt: (plan) => plan.plan_expires_at,
};
