import type { AuditAccountResolvers } from '../../generated/resolvers';

export const AuditAccount: AuditAccountResolvers = {
  fullName: (account) => account.full_name,
};
