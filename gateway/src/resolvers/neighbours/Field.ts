import type { FieldResolvers } from '../../generated/resolvers';

export const Field: FieldResolvers = {
  // Present in a farm's field list; a claim or an edit answers without it.
  neighborCompatibility: (field) => field.neighbor_compatibility ?? [],
};
