import type { UserResolvers } from '../../generated/resolvers';

export const User: UserResolvers = {
  tutorial: (user) => user.tutorial,
};
