import { ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ItemRow } from '../../layout/ItemRow';
import type { ManagerItem } from '../../layout/itemSelection';

type Props = {
  items: readonly ManagerItem[];
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
  empty: string;
  /** More under an item: the actives picker of a group in the mix. */
  below?: (item: ManagerItem) => ReactNode;
};

/** A column of herbicide groups with checkboxes: what the arrows move. */
export function SelectableColumn({ items, selected, onChange, empty, below }: Props) {
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" py="sm">
        {empty}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah="calc(100vh - 380px)" type="auto">
      <Stack gap={6}>
        {items.map((item) => (
          <div key={item.id}>
            <ItemRow item={item} checked={selected.has(item.id)} onToggle={() => toggle(item.id)} compact />
            {below?.(item)}
          </div>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
