import { useState } from 'react';
import { type ClaimTarget, MapCanvas, type MapCanvasProps } from '../../map/MapCanvas';
import { mapCommands } from '../../map/mapCommands';
import { ClaimFieldModal } from './ClaimFieldModal';
import { OwnFieldMarkers } from './OwnFieldMarkers';
import { PlaceSearch } from './PlaceSearch';

type Props = Omit<MapCanvasProps, 'onClaim' | 'children' | 'search'>;

/**
 * The farms' map: the map of fields with the place search, the grower's own fields as markers,
 * and the claim dialog a free field's popup opens.
 */
export function FieldMap(props: Props) {
  const [claiming, setClaiming] = useState<ClaimTarget | null>(null);
  return (
    <>
      <MapCanvas {...props} onClaim={setClaiming} search={<PlaceSearch onGo={mapCommands.flyTo} />}>
        <OwnFieldMarkers />
      </MapCanvas>
      {claiming && (
        <ClaimFieldModal
          field={claiming}
          onClose={() => setClaiming(null)}
          onClaimed={(uuid) => mapCommands.claimed(uuid)}
        />
      )}
    </>
  );
}
