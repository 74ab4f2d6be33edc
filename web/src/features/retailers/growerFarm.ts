import { useQuery } from '@apollo/client/react';
import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { useMapZoom } from '../../map/mapView';
import { viewedFieldsLayers } from '../../map/viewedFieldsLayers';
import { useViewer } from '../../session/useViewer';
import { GrowerFarmFieldsQuery } from './operations';
import { useViewedFarm } from './viewedFarm';

/**
 * The fields of the grower farm the retailer chose in the users sidebar, with their
 * boundaries; nothing while no farm is chosen, or when the viewer is not a retailer (a retailer
 * in god mode is the grower, and sees the grower's own sidebar).
 */
export function useViewedFarmFields() {
  const { viewer, loading: signingIn } = useViewer();
  const viewed = useViewedFarm();
  const retailer = viewer?.isAgRetailer ?? false;
  const { data, loading, error, refetch } = useQuery(GrowerFarmFieldsQuery, {
    variables: { account: viewed?.account ?? '', farm: viewed?.farm ?? 0 },
    skip: !retailer || viewed === null,
  });
  const fields = useMemo(
    () => (!retailer || viewed === null ? [] : (data?.assignedFarmFields ?? [])),
    [data, viewed, retailer],
  );
  return {
    viewed: retailer ? viewed : null,
    fields,
    loading: signingIn || (loading && !data),
    error,
    refetch,
  };
}

/** The chosen grower farm's fields on the map, read-only: the layers the screen gives the map. */
export function useViewedFarmLayers(): Layer[] {
  const { fields } = useViewedFarmFields();
  const zoom = useMapZoom();
  return useMemo(() => viewedFieldsLayers(fields, zoom), [fields, zoom]);
}
