import type { ColorSchemaResolvers } from '../../generated/resolvers';

// The api names colours in snake_case (spec keys); the schema in camelCase.
const color = (key: string) => (schema: Record<string, string>) => schema[key] ?? '#868e96';

export const ColorSchema: ColorSchemaResolvers = {
  myField: color('my_field'),
  myFieldActive: color('my_field_active'),
  unclaimedFields: color('unclaimed_fields'),
  claimedFields: color('claimed_fields'),
  neighbouringFieldsFree: color('neighbouring_fields_free'),
  neighbouringFieldsClaimed: color('neighbouring_fields_claimed'),
  mergeFieldsColor: color('merge_fields_color'),
  disputedClus: color('disputed_clus'),
  drift: color('drift'),
  incompatibleAdjacentField: color('incompatible_adjacent_field'),
  compatibleAdjacentField: color('compatible_adjacent_field'),
};
