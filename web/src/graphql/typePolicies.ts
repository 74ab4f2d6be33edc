import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // A report's versions share its id: each version is its own record, never merged.
  Report: { keyFields: ['id', 'version'] },
  // One page of a retailer's accounts is asked for by the Grower Accounts table, the users
  // sidebar and the sidebar's field list, each for different fields of it: merge, not replace.
  AssignedAccountPage: { merge: true },
  // A partner app is asked for by the Developer apps list and, polled, for its deliveries: one record.
  PartnerApp: { keyFields: ['clientId'] },
  // An account in staff's list, by its user: a change of its developer role lands on its row.
  StaffAccount: { keyFields: ['uuid'] },
};
