import type { UserResolvers } from '../../generated/resolvers';

// The api speaks snake_case; the schema speaks camelCase.
export const User: UserResolvers = {
  id: (user) => user.uuid,
  uuid: (user) => user.uuid,
  accountId: (user) => user.account,
  fullName: (user) => user.full_name,
  farmName: (user) => user.farm_name,
  isAgRetailer: (user) => user.is_ag_retailer,
  isDeveloper: (user) => user.is_developer,
  isStaff: (user) => user.is_staff,
  legalNotice: (user) => user.legal_notice,
  pendingEmail: (user) => user.pending_email,
};
