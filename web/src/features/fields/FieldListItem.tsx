import { Image, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { mapCommands } from '../../map/mapCommands';
import type { Bbox } from '../../map/markers';
import { acres, cropLine } from './summary';

export type SidebarField = {
  uuid: string;
  name: string;
  area: number;
  bbox: number[];
  isBuilding: boolean;
  crop: { name: string; logo: string } | null;
  cropTrait: { name: string } | null;
};

/** A field of the active farm: its crop's icon, name, acres and crop/trait; a click fits the map to it. */
export function FieldListItem({ field }: { field: SidebarField }) {
  const missing = !field.isBuilding && !field.crop;
  return (
    <UnstyledButton
      onClick={() => mapCommands.fitTo(field.bbox as Bbox)}
      aria-label={`Show ${field.name} on the map`}
      p={6}
      style={{ display: 'flex', gap: 10, alignItems: 'center', width: '100%', borderRadius: 6 }}
      className="field-list-item"
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
      </div>
    </UnstyledButton>
  );
}
