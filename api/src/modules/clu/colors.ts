// The map's colour schema (spec: every key). Fills use the spec's opacities on the client.
export const colorSchema = {
  my_field: '#2f9e44',
  my_field_active: '#ffd43b',
  unclaimed_fields: '#adb5bd',
  claimed_fields: '#1c7ed6',
  neighbouring_fields_free: '#e9ecef',
  neighbouring_fields_claimed: '#7048e8',
  merge_fields_color: '#f76707',
  disputed_clus: '#e03131',
  drift: '#f08c00',
  incompatible_adjacent_field: '#c92a2a',
  compatible_adjacent_field: '#37b24d',
} as const;
