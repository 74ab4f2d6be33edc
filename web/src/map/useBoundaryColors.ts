import { useQuery } from '@apollo/client/react';
import { type BoundaryColors, DEFAULT_BOUNDARY_COLORS } from './boundaryLayers';
import { ColorSchemaQuery } from './operations';

/** The boundaries' colours from the api's colour schema; the defaults until it answers. */
export function useBoundaryColors(): BoundaryColors {
  const { data } = useQuery(ColorSchemaQuery);
  if (!data) return DEFAULT_BOUNDARY_COLORS;
  const schema = data.colorSchema;
  return {
    mine: schema.myField,
    mineActive: schema.myFieldActive,
    claimed: schema.claimedFields,
    neighbourClaimed: schema.neighbouringFieldsClaimed,
    merge: schema.mergeFieldsColor,
    disputed: schema.disputedClus,
  };
}
