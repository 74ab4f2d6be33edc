import { Loader, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { ManagerItem } from '../../layout/itemSelection';
import type { SaveList } from './hooks';
import { SelectableList } from './SelectableList';

type Props = {
  /** 'My Crops' / 'Add Crops'. */
  tabs: { mine: string; add: string };
  noun: string;
  mine: readonly ManagerItem[];
  /** Everything that could be added; the items already mine are left out here. */
  all: readonly ManagerItem[];
  loading: boolean;
  save: SaveList;
  saving: boolean;
  empty: { mine: string; add: string };
  /** A rule checked before a removal reaches the api (the api checks it again): its message. */
  refuseRemoval?: (remaining: number[]) => string | null;
  onRefused?: (message: string) => void;
  /** Guided-tour anchors. */
  tourPrefix?: string;
};

/** A manager of spec 2: the list of my items, and a tab to add more; after adding, back to the list. */
export function Manager({
  tabs,
  noun,
  mine,
  all,
  loading,
  save,
  saving,
  empty,
  refuseRemoval,
  onRefused,
  tourPrefix,
}: Props) {
  const [tab, setTab] = useState<string | null>('mine');
  const mineIds = mine.map((item) => item.id);
  const addable = all.filter((item) => !mineIds.includes(item.id));

  const remove = async (ids: number[]) => {
    const remaining = mineIds.filter((id) => !ids.includes(id));
    const refusal = refuseRemoval?.(remaining);
    if (refusal) {
      onRefused?.(refusal);
      return false;
    }
    return save(remaining, { change: 'removed', count: ids.length });
  };

  const add = async (ids: number[]) => {
    const saved = await save([...mineIds, ...ids], { change: 'added', count: ids.length });
    if (saved) setTab('mine');
    return saved;
  };

  const anchor = (name: string) => (tourPrefix ? `${tourPrefix}.${name}` : undefined);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="mine" data-tour={anchor('mine-tab')}>
          {tabs.mine}
        </Tabs.Tab>
        <Tabs.Tab value="add" data-tour={anchor('add-tab')}>
          {tabs.add}
        </Tabs.Tab>
      </Tabs.List>
      {loading ? (
        <Loader aria-label={`Loading ${noun}`} />
      ) : (
        <>
          <Tabs.Panel value="mine">
            <SelectableList
              items={mine}
              noun={noun}
              actionLabel="Remove selected"
              actionColor="red"
              onAction={remove}
              busy={saving}
              empty={empty.mine}
              tour={{ search: anchor('search'), action: anchor('remove'), list: anchor('list') }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="add">
            <SelectableList
              items={addable}
              noun={noun}
              actionLabel="Add selected"
              onAction={add}
              busy={saving}
              empty={empty.add}
              tour={{ search: anchor('search'), action: anchor('add'), list: anchor('list') }}
            />
          </Tabs.Panel>
        </>
      )}
    </Tabs>
  );
}
