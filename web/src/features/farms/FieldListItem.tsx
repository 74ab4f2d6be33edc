import { disputeBadge, disputeSentences } from '@field-boundaries/contract/dispute-wording';
import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Image,
  Menu,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { acres, cropLine } from '../../layout/summary';
import { mapCommands } from '../../map/mapCommands';
import type { Bbox } from '../../map/markers';
import { sprayFocus } from '../../map/sprayFocus';

export type SidebarField = {
  uuid: string;
  /** The CLU it was claimed from; null for a boundary drawn or imported. */
  cluUuid?: string | null;
  name: string;
  area: number;
  bbox: number[];
  isBuilding: boolean;
  endangeredSpeciesMeasures?: boolean;
  crop: { id: number; name: string; logo: string } | null;
  cropTrait: { id: number; name: string } | null;
  /** Other growers' fields it overlaps (a dispute for both): each separate overlap's acres. */
  disputeFields?: { uuid: string; overlaps: number[] }[];
  /** Neighbours this field's herbicides would injure (plan B; empty when none or not judged). */
  neighborCompatibility?: {
    crop: { name: string };
    cropTrait: { name: string } | null;
    injuring: string[];
  }[];
};

/** 'conventional soybean: dicamba, glufosinate' for each neighbour at risk, for the warning's tooltip. */
export function compatibilityText(warnings: NonNullable<SidebarField['neighborCompatibility']>): string {
  return warnings
    .map((warning) => `${warning.cropTrait?.name ?? warning.crop.name}: ${warning.injuring.join(', ')}`)
    .join(' · ');
}

type Props = {
  field: SidebarField;
  /** Edit field, chosen in its ⋮ menu: the ⋮ is where the focus goes back to. */
  onEdit: (returnFocusTo: HTMLElement | null) => void;
  onDelete: () => void;
  /** In bulk edit mode, a checkbox instead of the options. */
  selection?: { checked: boolean; onToggle: () => void };
  /** More badges on the item's last line (the sprayability index, from the spray work). */
  badges?: ReactNode;
  /** Under the item, its spray status (spray safety's, brought by the route screen). */
  status?: ReactNode;
};

/**
 * A field of the active farm: its crop's icon, name, acres and crop/trait, the neighbours its
 * herbicides would injure, its sprayability and weather; a click fits the map to it and shows
 * its drift zone.
 */
export function FieldListItem({ field, onEdit, onDelete, selection, badges, status }: Props) {
  const missing = !field.isBuilding && !field.crop;
  const warnings = field.neighborCompatibility ?? [];
  const disputes = field.disputeFields ?? [];
  const options = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        {selection && (
          <Checkbox
            checked={selection.checked}
            onChange={selection.onToggle}
            aria-label={`Select ${field.name}`}
            ml={4}
          />
        )}
        <UnstyledButton
          onClick={() => {
            mapCommands.fitTo(field.bbox as Bbox);
            sprayFocus.set(field.uuid);
            mapCommands.picked(field.uuid);
          }}
          aria-label={`Show ${field.name} on the map`}
          p={6}
          style={{ display: 'flex', gap: 10, alignItems: 'center', flex: 1, minWidth: 0, borderRadius: 6 }}
        >
          {field.crop ? (
            <Image src={field.crop.logo} alt="" w={30} h={30} fit="contain" />
          ) : (
            <ThemeIcon variant="light" color="gray" size={30} radius="xl" aria-hidden>
              ?
            </ThemeIcon>
          )}
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate>
              {field.name}
            </Text>
            <Text size="xs" c={missing ? 'orange.8' : 'dimmed'} truncate>
              {acres(field.area)} · {cropLine(field)}
            </Text>
            {(disputes.length > 0 || warnings.length > 0 || badges) && (
              // Badges go onto a second line when the sidebar is narrow (1024 px), never cut off.
              <Group gap={4} mt={2} wrap="wrap">
                {disputes.length > 0 && (
                  <Tooltip
                    label={`${disputeSentences(disputes).join(' ')} Both growers see it on the map in red.`}
                    multiline
                    w={260}
                    withinPortal
                  >
                    <Badge size="xs" color="red" variant="filled" leftSection="!">
                      {disputeBadge(disputes)}
                    </Badge>
                  </Tooltip>
                )}
                {warnings.length > 0 && (
                  <Tooltip
                    label={`Its herbicides would injure: ${compatibilityText(warnings)}`}
                    multiline
                    w={260}
                    withinPortal
                  >
                    <Badge size="xs" color="orange" variant="light" leftSection="⚠">
                      Neighbor compatibility
                    </Badge>
                  </Tooltip>
                )}
                {badges}
              </Group>
            )}
          </div>
        </UnstyledButton>
        {!selection && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                ref={options}
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Options of ${field.name}`}
              >
                ⋮
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {/* The popup a click on the field opens, for whoever works without a pointer. */}
              <Menu.Item
                onClick={() => {
                  mapCommands.fitTo(field.bbox as Bbox);
                  sprayFocus.set(field.uuid);
                  mapCommands.showDetails({ uuid: field.uuid, returnTo: options.current });
                }}
              >
                Field details
              </Menu.Item>
              <Menu.Item onClick={() => onEdit(options.current)}>Edit field</Menu.Item>
              <Menu.Item color="red" onClick={onDelete}>
                Delete field
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </div>
      {!selection && !field.isBuilding && <div style={{ paddingLeft: 46, paddingBottom: 4 }}>{status}</div>}
    </div>
  );
}
