import type { FieldResolvers } from '../../generated/resolvers';

export const Field: FieldResolvers = {
  disputeFields: (field) => field.dispute_fields,
  mergedFrom: (field) => field.merged_from,
  boundaryVersion: (field) => field.boundary_version,
};
