import { ActionIcon, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useEffect, useState } from 'react';
import { emptyFarmText, farmSummary } from '../../layout/summary';
import { activeFarm } from '../../map/activeFarm';
import { BulkEditPanel } from './BulkEditPanel';
import { deleteFieldText } from './deleteWording';
import { EditFieldModal } from './EditFieldModal';
import { FieldListItem, type SidebarField } from './FieldListItem';
import { useDeleteField } from './fieldHooks';

export type SidebarFarm = {
  id: number;
  name: string;
  fieldCount: number;
  acres: number;
  fields: SidebarField[];
};

/** Boundary files in and out of a farm: the imports feature's, brought by the route screen. */
export type BoundaryFiles = {
  /** One menu entry per export format: its name, and the export of a farm's fields in it. */
  exports: { format: string; label: string; run: (farm: number) => void }[];
  importDialog: (farm: SidebarFarm, onClose: () => void) => ReactNode;
};

/** What other features add to the farm cards; the route screen brings them. */
export type FarmCardSlots = {
  boundaryFiles: BoundaryFiles;
  /** A field's spray status, under it in the list. */
  fieldStatus: (field: SidebarField) => ReactNode;
};

type Props = FarmCardSlots & {
  farm: SidebarFarm;
  active: boolean;
  bulk: boolean;
  onBulk: (on: boolean) => void;
  onRename: () => void;
  onDelete: () => void;
};

/** One farm of the sidebar: its header and options; when active, its fields. */
export function FarmCard({
  farm,
  active,
  bulk,
  onBulk,
  onRename,
  onDelete,
  boundaryFiles,
  fieldStatus,
}: Props) {
  const [editing, setEditing] = useState<{ field: SidebarField; returnFocusTo: HTMLElement | null } | null>(
    null,
  );
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const deleteField = useDeleteField();
  const summary = farmSummary(farm.fieldCount, farm.acres);
  // Leaving bulk edit mode, from here or from the sidebar's footer, forgets the ticks.
  useEffect(() => {
    if (!bulk) setSelected([]);
  }, [bulk]);

  const confirmDeleteField = (field: SidebarField) =>
    modals.openConfirmModal({
      title: `Delete ${field.name}?`,
      children: <Text size="sm">{deleteFieldText(field, farm.name)}</Text>,
      labels: { confirm: 'Delete field', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteField(field.uuid),
    });

  const toggle = (uuid: string) =>
    setSelected(selected.includes(uuid) ? selected.filter((each) => each !== uuid) : [...selected, uuid]);
  const endBulk = () => onBulk(false);

  return (
    <Paper withBorder p={6} bg={active ? 'green.0' : undefined}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <UnstyledButton
          onClick={() => activeFarm.toggle(farm.id)}
          aria-expanded={active}
          aria-label={`${farm.name}, ${summary}`}
          style={{ flex: 1, minWidth: 0, padding: 4 }}
        >
          <Text fw={700} truncate>
            {farm.name}
          </Text>
          <Text size="xs" c="dimmed">
            {summary}
          </Text>
        </UnstyledButton>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Options of ${farm.name}`}>
              ⋮
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onRename}>Rename Farm</Menu.Item>
            <Menu.Item
              disabled={farm.fields.length === 0}
              onClick={() => {
                if (activeFarm.get() !== farm.id) activeFarm.toggle(farm.id);
                if (bulk) endBulk();
                else onBulk(true);
              }}
            >
              {bulk ? 'Disable Edit Multiple Fields' : 'Edit Multiple Fields'}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item onClick={() => setImporting(true)}>Import boundaries…</Menu.Item>
            <Menu.Label>Export boundaries</Menu.Label>
            {boundaryFiles.exports.map(({ format, label, run }) => (
              <Menu.Item key={format} disabled={farm.fields.length === 0} onClick={() => run(farm.id)}>
                Export as {label}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item color="red" onClick={onDelete}>
              Delete Farm
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
      {active && (
        <Stack gap={2} mt={4}>
          {farm.fields.length === 0 ? (
            <Text size="sm" c="dimmed" p={6}>
              {emptyFarmText}
            </Text>
          ) : (
            farm.fields.map((field) => (
              <FieldListItem
                key={field.uuid}
                field={field}
                onEdit={(returnFocusTo) => setEditing({ field, returnFocusTo })}
                onDelete={() => confirmDeleteField(field)}
                status={fieldStatus(field)}
                {...(bulk
                  ? {
                      selection: {
                        checked: selected.includes(field.uuid),
                        onToggle: () => toggle(field.uuid),
                      },
                    }
                  : {})}
              />
            ))
          )}
          {bulk && <BulkEditPanel selected={selected} onDone={endBulk} />}
        </Stack>
      )}
      {editing && (
        <EditFieldModal
          field={editing.field}
          returnFocusTo={editing.returnFocusTo}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && boundaryFiles.importDialog(farm, () => setImporting(false))}
    </Paper>
  );
}
