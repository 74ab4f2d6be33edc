import { useSaveField } from '../features/boundaries/hooks';
import { FarmSidebar, type SidebarScreen } from '../features/farms/FarmSidebar';
import { FORMAT_LABELS } from '../features/imports/formats';
import { useExportFarmFields } from '../features/imports/hooks';
import { ImportFieldsModal } from '../features/imports/ImportFieldsModal';
import { PlannedSprayPicker } from '../features/spray-planner/PlannedSprayPicker';
import { SprayControl } from '../features/spray-planner/SprayControl';
import { SprayStatus } from '../features/spray-safety/SprayStatus';
import { FarmTip } from '../features/tutorials/FarmTip';
import type { BoundaryFormat } from '../graphql/generated/graphql';

/**
 * The farm sidebar of a grower's screen (Dashboard, Sandbox, Reports) with what the other
 * features add to it: the first-farm tip, the planned spray and the spray switch, each field's
 * spray status, boundary files in and out, and Add Field's save of the drawn boundary.
 */
export function GrowerSidebar({ screen }: { screen?: SidebarScreen }) {
  const [exportFields] = useExportFarmFields();
  const [save, saving] = useSaveField();
  return (
    <FarmSidebar
      screen={screen}
      farmTip={(hasFarm) => <FarmTip hasFarm={hasFarm} />}
      plannedSprayPicker={<PlannedSprayPicker />}
      sprayControl={(farm) => <SprayControl farm={farm} />}
      fieldStatus={(field) => <SprayStatus uuid={field.uuid} />}
      boundaryFiles={{
        exports: (Object.keys(FORMAT_LABELS) as BoundaryFormat[]).map((format) => ({
          format,
          label: FORMAT_LABELS[format],
          run: (farm) => void exportFields(farm, format),
        })),
        importDialog: (farm, onClose) => <ImportFieldsModal farm={farm} onClose={onClose} />,
      }}
      fieldSave={{ save, saving }}
    />
  );
}
