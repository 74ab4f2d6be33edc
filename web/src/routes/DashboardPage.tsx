import { useQuery } from '@apollo/client/react';
import { Box } from '@mantine/core';
import type { ComponentProps } from 'react';
import { EditBanner } from '../features/boundaries/EditBanner';
import { useMergeFields } from '../features/boundaries/hooks';
import { OwnFieldActions } from '../features/boundaries/OwnFieldActions';
import { ClaimFieldModal } from '../features/farms/ClaimFieldModal';
import { EditFieldModal } from '../features/farms/EditFieldModal';
import { FieldMap } from '../features/farms/FieldMap';
import { NeighbourFieldActions } from '../features/neighbours/NeighbourFieldActions';
import { NeighbourPrompt } from '../features/neighbours/NeighbourPrompt';
import { OpenLinkedField } from '../features/neighbours/OpenLinkedField';
import { useViewedFarmLayers } from '../features/retailers/growerFarm';
import { UsersSidebar } from '../features/retailers/UsersSidebar';
import { DriftLegend } from '../features/spray-safety/DriftLegend';
import { SprayStatus } from '../features/spray-safety/SprayStatus';
import { useSprayMap } from '../features/spray-safety/useSprayMap';
import { WeatherNowLine } from '../features/spray-safety/WeatherNowLine';
import { FarmSidebarQuery } from '../graphql/farms';
import { editing, useEditState } from '../map/editing/editStore';
import { mapCommands } from '../map/mapCommands';
import { useSprayFocus } from '../map/sprayFocus';
import { useViewer } from '../session/useViewer';
import { GrowerSidebar } from './GrowerSidebar';

/** Dashboard: the farm sidebar beside the map for growers; the users sidebar for retailers. */
export function DashboardPage() {
  const { viewer } = useViewer();
  // Neighbour sharing (spec 6) is plan B's: its actions show in other fields' popups.
  const sharing = viewer?.subscriptionPlan === 'B' && !viewer.isAgRetailer;
  const spray = useSprayMap();
  const growerFields = useViewedFarmLayers();
  const focus = useSprayFocus();
  const { data } = useQuery(FarmSidebarQuery);
  const [mergeFields] = useMergeFields();
  const ownFields = data?.myFarms.flatMap((farm) => farm.fields) ?? [];
  const fieldName = (uuid: string) => ownFields.find((field) => field.uuid === uuid)?.name;
  const focused = ownFields.find((field) => field.uuid === focus);
  // While a boundary is drawn or edited the map is the grower's: no panel lies over it.
  const viewing = useEditState((state) => state.mode) === 'view';
  return (
    <Box h="100%" style={{ display: 'flex' }}>
      {viewer && !viewer.isAgRetailer && <GrowerSidebar />}
      {viewer?.isAgRetailer && <UsersSidebar />}
      <Box style={{ flex: 1, minWidth: 0, position: 'relative' }}>
        <FieldMap
          overlays={spray.layers}
          topLayers={growerFields}
          popupActions={(field) =>
            field.state === 'mine' ? (
              field.drawn ? (
                <OwnFieldPopup
                  uuid={field.uuid}
                  boundary={field.boundary}
                  boundaryVersion={field.boundaryVersion}
                  disputes={field.disputes}
                />
              ) : (
                <OwnFieldPopup cluUuid={field.uuid} />
              )
            ) : (
              <NeighbourFieldActions
                uuid={field.uuid}
                free={field.state === 'free'}
                sharing={sharing}
                weatherLine={(weather) => <WeatherNowLine weather={weather} />}
              />
            )
          }
          banner={<EditBanner fieldName={fieldName} />}
          onMergePick={(first, second) => {
            void mergeFields(first, second).then((merged) => merged && editing.reset());
          }}
        />
        <OpenLinkedField
          claimDialog={(field, onClose) => (
            <ClaimFieldModal
              field={field}
              onClose={onClose}
              onClaimed={(uuid) => mapCommands.claimed(uuid)}
            />
          )}
        />
        {viewing && sharing && <NeighbourPrompt />}
        {viewing && spray.legend && focused && (
          <DriftLegend legend={spray.legend} colors={spray.colors} fieldName={focused.name} />
        )}
      </Box>
    </Box>
  );
}

/** A field of the grower's in its map popup, with its spray status and its Edit field dialog. */
function OwnFieldPopup(props: Omit<ComponentProps<typeof OwnFieldActions>, 'status' | 'editDialog'>) {
  return (
    <OwnFieldActions
      {...props}
      status={(uuid) => <SprayStatus uuid={uuid} explained />}
      editDialog={(field, onClose) => <EditFieldModal field={field} onClose={onClose} />}
    />
  );
}
