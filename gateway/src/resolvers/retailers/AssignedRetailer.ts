import type { AssignedRetailerResolvers } from '../../generated/resolvers';

export const AssignedRetailer: AssignedRetailerResolvers = {
  id: (row) => String(row.id),
  fullName: (row) => row.full_name,
  grantedAt: (row) => row.granted_at,
  lastEnteredAt: (row) => row.last_entered_at,
};
