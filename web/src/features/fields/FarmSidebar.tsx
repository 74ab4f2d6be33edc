import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Button,
  Loader,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { activeFarm, useActiveFarm } from '../../map/activeFarm';
import { FarmNameModal } from './FarmNameModal';
import { FieldListItem } from './FieldListItem';
import { useAddFarm, useDeleteFarm, useRenameFarm } from './hooks';
import { FarmSidebarQuery } from './operations';
import { emptyFarmText, farmSummary } from './summary';

type Farm = { id: number; name: string; fieldCount: number; acres: number };
type Naming = { mode: 'add' } | { mode: 'rename'; farm: Farm } | null;

/** The farm sidebar (spec 2): the grower's farms; the active one lists its fields. */
export function FarmSidebar() {
  // A failure to load farms is silently ignored (spec 7); the list stays empty.
  const { data, loading } = useQuery(FarmSidebarQuery);
  const active = useActiveFarm();
  const [naming, setNaming] = useState<Naming>(null);
  const [addFarm, adding] = useAddFarm();
  const [renameFarm, renaming] = useRenameFarm();
  const deleteFarm = useDeleteFarm();
  const farms = data?.myFarms ?? [];

  const confirmDelete = (farm: Farm) =>
    modals.openConfirmModal({
      title: `Delete ${farm.name}?`,
      children: (
        <Text size="sm">
          {farm.fieldCount === 0
            ? 'The farm has no fields. It will be removed from your account.'
            : `Its ${farmSummary(farm.fieldCount, farm.acres).replace(' · ', ' (')}) will be deleted with it, with their boundaries, crops and traits. This cannot be undone.`}
        </Text>
      ),
      labels: { confirm: 'Delete farm', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteFarm(farm.id),
    });

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
        ) : (
          <Stack gap="xs" pb="sm">
            {farms.map((farm) => (
              <Paper key={farm.id} withBorder p={6} bg={farm.id === active ? 'green.0' : undefined}>
                <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                  <UnstyledButton
                    onClick={() => activeFarm.toggle(farm.id)}
                    aria-expanded={farm.id === active}
                    aria-label={`${farm.name}, ${farmSummary(farm.fieldCount, farm.acres)}`}
                    style={{ flex: 1, minWidth: 0, padding: 4 }}
                  >
                    <Text fw={700} truncate>
                      {farm.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {farmSummary(farm.fieldCount, farm.acres)}
                    </Text>
                  </UnstyledButton>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Options of ${farm.name}`}>
                        ⋮
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setNaming({ mode: 'rename', farm })}>Rename Farm</Menu.Item>
                      <Menu.Item color="red" onClick={() => confirmDelete(farm)}>
                        Delete Farm
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </div>
                {farm.id === active && (
                  <Stack gap={2} mt={4}>
                    {farm.fields.length === 0 ? (
                      <Text size="sm" c="dimmed" p={6}>
                        {emptyFarmText}
                      </Text>
                    ) : (
                      farm.fields.map((field) => <FieldListItem key={field.uuid} field={field} />)
                    )}
                  </Stack>
                )}
              </Paper>
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
          <Button onClick={() => setNaming({ mode: 'add' })}>Add Farm</Button>
        ) : (
          <Text size="xs" c="dimmed" ta="center">
            Fields you claim on the map go into {farms.find((farm) => farm.id === active)?.name}.
          </Text>
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
