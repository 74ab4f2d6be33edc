import { Box } from '@mantine/core';
import { FieldMap } from '../../map/FieldMap';
import { useViewer } from '../../session/useViewer';
import { NeighbourFieldActions } from '../neighbours/NeighbourFieldActions';
import { NeighbourPrompt } from '../neighbours/NeighbourPrompt';
import { OpenLinkedField } from '../neighbours/OpenLinkedField';
import { FarmSidebar } from './FarmSidebar';
import { OwnFieldActions } from './OwnFieldActions';

/** Dashboard: the farm sidebar beside the map, for growers (retailers' sidebar comes with their accounts). */
export function DashboardPage() {
  const { viewer } = useViewer();
  // Neighbour sharing (spec 6) is plan B's: its actions show in other fields' popups.
  const sharing = viewer?.subscriptionPlan === 'B' && !viewer.isAgRetailer;
  return (
    <Box h="100%" style={{ display: 'flex' }}>
      {viewer && !viewer.isAgRetailer && <FarmSidebar />}
      <Box style={{ flex: 1, minWidth: 0, position: 'relative' }}>
        <FieldMap
          popupActions={(field) =>
            field.state === 'mine' ? (
              <OwnFieldActions cluUuid={field.uuid} />
            ) : sharing ? (
              <NeighbourFieldActions uuid={field.uuid} free={field.state === 'free'} />
            ) : null
          }
        />
        <OpenLinkedField />
        {sharing && <NeighbourPrompt />}
      </Box>
    </Box>
  );
}
