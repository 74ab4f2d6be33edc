import type { UserResolvers } from '../../generated/resolvers';

export const User: UserResolvers = {
  subscriptionPlan: (user) => user.subscription_plan,
};
