import { Button, Group, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ItemRow } from '../../layout/ItemRow';
import {
  allSelected,
  groupItems,
  type ManagerItem,
  searchItems,
  toggleAll,
} from '../../layout/itemSelection';

type Props = {
  items: readonly ManagerItem[];
  /** What the list holds, for labels: 'crops'. */
  noun: string;
  /** The action on the selected items: 'Remove selected' or 'Add selected'. */
  actionLabel: string;
  actionColor?: string;
  /** Resolves true when the action landed; the selection is then cleared. */
  onAction: (ids: number[]) => Promise<boolean>;
  busy: boolean;
  empty: string;
  /** Where a guided tour points: `data-tour` names of the search and the action. */
  tour?: { search?: string; action?: string; list?: string };
};

/** A searchable list with checkboxes, select/deselect all and one action on the selection. */
export function SelectableList({
  items,
  noun,
  actionLabel,
  actionColor,
  onAction,
  busy,
  empty,
  tour,
}: Props) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const shown = searchItems(items, query);
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const everyShown = allSelected(selected, shown);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const act = async () => {
    // Nothing selected: nothing to do (spec 5).
    if (chosen.length === 0) return;
    if (await onAction(chosen)) setSelected(new Set());
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <TextInput
          label={`Search ${noun}`}
          placeholder="Type to filter"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          style={{ flex: 1 }}
          data-tour={tour?.search}
        />
        <Button
          variant="default"
          onClick={() => setSelected(toggleAll(selected, shown))}
          disabled={shown.length === 0}
        >
          {everyShown ? 'Deselect all' : 'Select all'}
        </Button>
        <Button
          color={actionColor}
          onClick={act}
          loading={busy}
          disabled={chosen.length === 0}
          data-tour={tour?.action}
        >
          {chosen.length > 0 ? `${actionLabel} (${chosen.length})` : actionLabel}
        </Button>
      </Group>
      <Paper withBorder radius="md" data-tour={tour?.list}>
        <ScrollArea.Autosize mah="calc(100vh - 330px)" type="auto">
          {shown.length === 0 ? (
            <Text c="dimmed" p="lg" ta="center">
              {items.length === 0 ? empty : `No ${noun} match “${query}”.`}
            </Text>
          ) : (
            groupItems(shown).map(({ group, items: members }) => (
              <div key={group}>
                {group && (
                  <Title order={5} px="md" pt="sm" pb={4} tt="capitalize" c="dimmed">
                    {group}
                  </Title>
                )}
                {members.map((item) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    checked={selected.has(item.id)}
                    onToggle={() => toggle(item.id)}
                  />
                ))}
              </div>
            ))
          )}
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
