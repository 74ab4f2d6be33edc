import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { herbicideItem } from '../../layout/catalogueItems';
import { useSetMyHerbicideGroups } from './hooks';
import { Manager } from './Manager';
import { HerbicidesScreenQuery } from './operations';

/** Herbicides: the WSSA groups the grower sprays, which Tank Mix builds mixes from.
 * `tour` is the screen's guided tour, shown once its lists have loaded.
 */
export function HerbicidesPage({ tour }: { tour?: ReactNode } = {}) {
  const { data, loading } = useQuery(HerbicidesScreenQuery);
  const [save, saving] = useSetMyHerbicideGroups();
  return (
    <>
      <Text c="dimmed" mb="md">
        The herbicide groups (WSSA site of action) you spray. Tank Mix builds mixes from these.
      </Text>
      <Manager
        tabs={{ mine: 'My herbicides', add: 'Add herbicides' }}
        noun="herbicide groups"
        mine={(data?.myHerbicideGroups ?? []).map(herbicideItem)}
        all={(data?.herbicideGroups ?? []).map(herbicideItem)}
        loading={loading && !data}
        save={save}
        saving={saving}
        empty={{
          mine: 'You have not chosen any herbicide groups yet. Open Add herbicides to choose the ones you use.',
          add: 'Every herbicide group is already in My herbicides.',
        }}
        tourPrefix="herbicides"
      />
      {data && tour}
    </>
  );
}
