import type { FieldOwnerResolvers } from '../../generated/resolvers';

export const FieldOwner: FieldOwnerResolvers = {
  fullName: (owner) => owner.full_name,
  email: (owner) => owner.email,
};
