import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { ControlMarker } from '../../map/ControlMarker';
import { badgeSize } from '../../map/labelSizes';
import { mapCommands } from '../../map/mapCommands';
import { useMapZoom } from '../../map/mapView';
import { type Bbox, type MarkerField, markerText, placeMarkers } from '../../map/markers';
import { ownMarkers } from '../../map/ownMarkers';
import { MyFarmsQuery } from './operations';

/**
 * The grower's own fields as markers, placed so that no two overlap (markers.ts): clustered
 * below zoom 15 (spec), the smaller fields' labels left out from there on. Clicking one fits
 * the map to the field, or to all the fields of a cluster. Zoomed out, no coverage dot is drawn
 * under a marker.
 */
export function OwnFieldMarkers() {
  const zoom = useMapZoom();
  // Failure is silently ignored: the fields are still drawn on the map itself.
  const { data } = useQuery(MyFarmsQuery);
  const fields = useMemo<MarkerField[]>(
    () =>
      (data?.myFarms ?? []).flatMap((farm) =>
        farm.fields.map((field) => ({
          uuid: field.uuid,
          name: field.name,
          lat: field.center.lat,
          lng: field.center.lng,
          bbox: field.bbox as Bbox,
          acres: field.area,
        })),
      ),
    [data],
  );
  const clusters = useMemo(() => placeMarkers(fields, zoom, badgeSize), [fields, zoom]);
  // The coverage dots give way to the markers (markers.ts, coverageBesideMarkers).
  useEffect(() => {
    ownMarkers.set(clusters.map(({ lat, lng }) => ({ lat, lng })));
  }, [clusters]);
  useEffect(() => () => ownMarkers.clear(), []);

  return clusters.map((cluster) => {
    const single = cluster.fields.length === 1 ? cluster.fields[0] : undefined;
    const label = single ? single.name : `${cluster.fields.length} of your fields`;
    return (
      <ControlMarker key={cluster.key} longitude={cluster.lng} latitude={cluster.lat} anchor="bottom">
        <Badge
          component="button"
          type="button"
          size="lg"
          color="green.8"
          variant="filled"
          tt="none"
          aria-label={single ? `Your field ${single.name}` : label}
          onClick={() => mapCommands.fitTo(cluster.bbox)}
          style={{ cursor: 'pointer', boxShadow: '0 1px 4px rgba(0,0,0,0.4)' }}
        >
          {markerText(cluster)}
        </Badge>
      </ControlMarker>
    );
  });
}
