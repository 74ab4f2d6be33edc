import { useQuery } from '@apollo/client/react';
import { planInput, usePlannedSpray } from '../../map/plannedSpray';
import { useSprayFocus } from '../../map/sprayFocus';
import {
  adjacentFieldsLayer,
  DEFAULT_SPRAY_COLORS,
  driftZoneLayer,
  type SprayColors,
} from '../../map/sprayLayers';
import { DriftColorsQuery, FieldDriftQuery } from './operations';

/**
 * The spray view of the field in focus, for the map: its drift zone now and its neighbours
 * coloured by the planned spray, as deck.gl layers, and what the legend says.
 */
export function useSprayMap() {
  const focus = useSprayFocus();
  const plan = usePlannedSpray();
  // Colours fall back to the schema's defaults when they cannot be read (spec: silent).
  const { data: schema } = useQuery(DriftColorsQuery);
  const { data } = useQuery(FieldDriftQuery, {
    variables: { uuid: focus ?? '', plan: planInput(plan) },
    skip: focus === null,
  });
  const colors: SprayColors = {
    drift: schema?.colorSchema.drift ?? DEFAULT_SPRAY_COLORS.drift,
    compatible: schema?.colorSchema.compatibleAdjacentField ?? DEFAULT_SPRAY_COLORS.compatible,
    incompatible: schema?.colorSchema.incompatibleAdjacentField ?? DEFAULT_SPRAY_COLORS.incompatible,
  };
  if (!focus || !data) return { layers: [], legend: null, colors };
  const zone = data.fieldDrift.zone;
  return {
    layers: [
      adjacentFieldsLayer(data.adjacentFields, colors),
      ...(zone ? [driftZoneLayer(zone.polygons, colors)] : []),
    ],
    legend: { zone, unavailable: data.fieldDrift.unavailable, adjacent: data.adjacentFields },
    colors,
  };
}
