import { Alert, Button, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useState } from 'react';
import { useActiveFarm } from '../../map/activeFarm';
import { WriteButton } from '../../offline/WriteButton';
import { AddFieldPanel, type FieldSave } from './AddFieldPanel';
import { deleteFarmText } from './deleteWording';
import { FarmCard, type FarmCardSlots, type SidebarFarm } from './FarmCard';
import { FarmNameModal } from './FarmNameModal';
import { farmFieldsMessages, useFarmFields } from './farmFields';
import { useAddFarm, useDeleteFarm, useRenameFarm } from './hooks';

type Farm = {
  id: number;
  name: string;
  fieldCount: number;
  acres: number;
  fields: { area: number; cluUuid?: string | null }[];
};
type Naming = { mode: 'add' } | { mode: 'rename'; farm: Farm } | null;

/** The screens the sidebar shows on (spec 2); on Reports it offers no Add Farm. */
export type SidebarScreen = 'dashboard' | 'sandbox' | 'reports';

/** What other features add to the sidebar; the route screen brings them (issue 37). */
export type SidebarSlots = FarmCardSlots & {
  /** The tutorial's tip over the farms, told whether the grower has a farm yet. */
  farmTip: (hasFarm: boolean) => ReactNode;
  /** The spray planner's planned spray, over the farms once there is one. */
  plannedSprayPicker: ReactNode;
  /** The spray planner's switch for the active farm, in the footer. */
  sprayControl: (farm: SidebarFarm) => ReactNode;
  /** Add Field's save of the drawn boundary. */
  fieldSave: FieldSave;
};

/** The farm sidebar (spec 2): the grower's farms; the active one lists its fields. */
export function FarmSidebar({
  screen = 'dashboard',
  farmTip,
  plannedSprayPicker,
  sprayControl,
  fieldSave,
  ...cardSlots
}: SidebarSlots & { screen?: SidebarScreen }) {
  const { data, loading, failed, retry } = useFarmFields();
  const active = useActiveFarm();
  const [naming, setNaming] = useState<Naming>(null);
  const [addFarm, adding] = useAddFarm();
  const [renameFarm, renaming] = useRenameFarm();
  const deleteFarm = useDeleteFarm();
  const farms = data?.myFarms ?? [];
  // The farm in bulk edit mode (spec 4: fields are selected with checkboxes), if any.
  const [bulkFarm, setBulkFarm] = useState<number | null>(null);
  // Spec 2: the sidebar's modes; Add Field replaces the farm list while it is open.
  const [addingField, setAddingField] = useState(false);
  const activeFarm = farms.find((farm) => farm.id === active);

  const confirmDelete = (farm: Farm) =>
    modals.openConfirmModal({
      title: `Delete ${farm.name}?`,
      children: <Text size="sm">{deleteFarmText(farm.fields, farm.acres)}</Text>,
      labels: { confirm: 'Delete farm', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteFarm(farm.id),
    });

  if (addingField && activeFarm) {
    return (
      <Stack
        w={320}
        h="100%"
        gap={0}
        style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
      >
        <AddFieldPanel
          farm={activeFarm}
          fieldNames={activeFarm.fields.map((field) => field.name)}
          onDone={() => setAddingField(false)}
          fieldSave={fieldSave}
        />
      </Stack>
    );
  }

  return (
    <Stack
      w={320}
      h="100%"
      gap={0}
      style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <Title order={4} px="md" pt="md" pb="xs">
        Farms
      </Title>
      <ScrollArea style={{ flex: 1 }} px="sm">
        {loading && !data ? (
          <Loader size="sm" m="md" aria-label="Loading farms" />
        ) : failed && !data ? (
          <Alert color="red" variant="light" my="sm" role="alert" title="Farm fields did not load">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{farmFieldsMessages.fetchFailed}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void retry()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stack gap="xs" pb="sm">
            {farmTip(farms.length > 0)}
            {farms.length > 0 && plannedSprayPicker}
            {farms.map((farm) => (
              <FarmCard
                key={farm.id}
                farm={farm}
                active={farm.id === active}
                bulk={bulkFarm === farm.id}
                onBulk={(on) => setBulkFarm(on ? farm.id : null)}
                onRename={() => setNaming({ mode: 'rename', farm })}
                onDelete={() => confirmDelete(farm)}
                {...cardSlots}
              />
            ))}
            {farms.length === 0 && (
              <Text size="sm" c="dimmed" p="sm">
                No farms yet. Add a farm to start.
              </Text>
            )}
          </Stack>
        )}
      </ScrollArea>
      <Stack p="sm" gap="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {active === null ? (
          screen !== 'reports' && (
            <WriteButton onClick={() => setNaming({ mode: 'add' })}>Add Farm</WriteButton>
          )
        ) : (
          <>
            {screen !== 'reports' && (
              <WriteButton onClick={() => setAddingField(true)}>Add Field</WriteButton>
            )}
            {activeFarm && sprayControl(activeFarm)}
            <Button
              variant="light"
              onClick={() => setBulkFarm(bulkFarm === active ? null : active)}
              disabled={!farms.find((farm) => farm.id === active)?.fields.length}
            >
              {bulkFarm === active ? 'Stop editing crops' : 'Edit Crop Type/Trait'}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              Fields you claim on the map go into {farms.find((farm) => farm.id === active)?.name}.
            </Text>
          </>
        )}
      </Stack>
      {naming?.mode === 'add' && (
        <FarmNameModal
          title="Add Farm"
          busy={adding}
          onClose={() => setNaming(null)}
          onSubmit={async (name) => {
            const result = await addFarm(name);
            return result === 'added' ? 'done' : result;
          }}
        />
      )}
      {naming?.mode === 'rename' && (
        <FarmNameModal
          title="Rename Farm"
          initial={naming.farm.name}
          busy={renaming}
          onClose={() => setNaming(null)}
          onSubmit={async (name) => ((await renameFarm(naming.farm.id, name)) ? 'done' : 'refused')}
        />
      )}
    </Stack>
  );
}
