import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // A grower's field, by its uuid: the sidebar (FarmSidebar) and the map's farm list (MyFarms) ask
  // for other facts of the same fields. Kept inside each farm instead, each answer replaced the
  // other's fields and each screen asked again, back and forth: on a rural link (Slow 4G) five
  // rounds of both before a farm's page was ready (issue 38).
  Field: { keyFields: ['uuid'] },
  // The one colour schema: the map asks for its boundary colours, the spray map for its drift
  // colours. Merged, not replaced, for the same reason.
  ColorSchema: { merge: true },
  // A crop's traits, by the crop's name: the Traits screen asks for the names, the crop/trait
  // picker for the crop ids. Kept unkeyed inside the list, each answer replaced the other's.
  CropTraitGroup: { keyFields: ['cropName'] },
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
