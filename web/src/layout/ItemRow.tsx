import { Checkbox, Group, Image, Text } from '@mantine/core';
import type { ManagerItem } from './itemSelection';

type Props = {
  item: ManagerItem;
  checked: boolean;
  onToggle: () => void;
  /** The managers' full-width list, or the Tank Mix's narrow columns. */
  compact?: boolean;
};

/** One catalogue item to tick: its logo, its name and a line of detail. */
export function ItemRow({ item, checked, onToggle, compact = false }: Props) {
  return (
    <Group
      component="label"
      px={compact ? 0 : 'md'}
      py={compact ? 3 : 8}
      gap={compact ? 'sm' : 'md'}
      wrap="nowrap"
      style={{ cursor: 'pointer', borderTop: compact ? undefined : '1px solid var(--mantine-color-gray-2)' }}
    >
      <Checkbox checked={checked} onChange={onToggle} aria-label={item.name} />
      {item.logo && (
        <Image src={item.logo} alt="" w={compact ? 28 : 32} h={compact ? 28 : 32} fit="contain" />
      )}
      <div style={{ minWidth: 0 }}>
        <Text fw={500} size={compact ? 'sm' : 'md'}>
          {item.name}
        </Text>
        {item.detail && (
          <Text size={compact ? 'xs' : 'sm'} c="dimmed" lineClamp={compact ? 1 : 2}>
            {item.detail}
          </Text>
        )}
      </div>
    </Group>
  );
}
