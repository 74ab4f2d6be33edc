import { useQuery } from '@apollo/client/react';
import { Box } from '@mantine/core';
import { FieldMap } from '../../map/FieldMap';
import { useViewer } from '../../session/useViewer';
import { DriftLegend } from '../spray/DriftLegend';
import { useSprayFocus } from '../spray/sprayFocus';
import { useSprayMap } from '../spray/useSprayMap';
import { FarmSidebar } from './FarmSidebar';
import { OwnFieldActions } from './OwnFieldActions';
import { FarmSidebarQuery } from './operations';

/** Dashboard: the farm sidebar beside the map, for growers (retailers' sidebar comes with their accounts). */
export function DashboardPage() {
  const { viewer } = useViewer();
  const spray = useSprayMap();
  const focus = useSprayFocus();
  const { data } = useQuery(FarmSidebarQuery, { skip: focus === null });
  const focused = data?.myFarms.flatMap((farm) => farm.fields).find((field) => field.uuid === focus);
  return (
    <Box h="100%" style={{ display: 'flex' }}>
      {viewer && !viewer.isAgRetailer && <FarmSidebar />}
      <Box style={{ flex: 1, minWidth: 0, position: 'relative' }}>
        <FieldMap
          overlays={spray.layers}
          popupActions={(field) => (field.state === 'mine' ? <OwnFieldActions cluUuid={field.uuid} /> : null)}
        />
        {spray.legend && focused && (
          <DriftLegend legend={spray.legend} colors={spray.colors} fieldName={focused.name} />
        )}
      </Box>
    </Box>
  );
}
