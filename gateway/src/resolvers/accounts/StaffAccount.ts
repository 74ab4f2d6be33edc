import type { StaffAccountResolvers } from '../../generated/resolvers';

export const StaffAccount: StaffAccountResolvers = {
  fullName: (row) => row.full_name,
  accountName: (row) => row.account_name,
  plan: (row) => row.subscription_plan,
  isActive: (row) => row.is_active,
  isAgRetailer: (row) => row.is_ag_retailer,
  isDeveloper: (row) => row.is_developer,
  isStaff: (row) => row.is_staff,
  createdAt: (row) => row.created_at,
};
