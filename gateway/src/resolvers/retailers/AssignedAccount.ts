import type { AssignedAccountResolvers } from '../../generated/resolvers';

export const AssignedAccount: AssignedAccountResolvers = {
  id: (row) => String(row.id),
  fullName: (row) => row.full_name,
  accountName: (row) => row.account_name,
  grantedAt: (row) => row.granted_at,
  lastEnteredAt: (row) => row.last_entered_at,
  // A page of accounts reads their farms together.
  farms: async (row, _args, { loaders }) =>
    (await loaders.assignedFarms.load(row.uuid)).map((farm) => ({ ...farm, accountUuid: row.uuid })),
};
