import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { traitItem } from '../../layout/catalogueItems';
import { notify } from '../../notify';
import { useSetMyCropTraits } from './hooks';
import { Manager } from './Manager';
import { TraitsScreenQuery } from './operations';
import { keepsATraitPerCrop } from './traitRules';

/** Traits: the seed traits planted, grouped under their crops; a grown crop keeps at least one.
 * `tour` is the screen's guided tour, shown once its lists have loaded.
 */
export function TraitsPage({ tour }: { tour?: ReactNode } = {}) {
  const { data, loading } = useQuery(TraitsScreenQuery);
  const [save, saving] = useSetMyCropTraits();
  const grown = new Set([...(data?.myCrops ?? []), ...(data?.myNeighborCrops ?? [])].map((crop) => crop.id));
  const mine = data?.myCropTraits ?? [];
  const offered = (data?.cropTraitGroups ?? []).flatMap((group) =>
    group.traits.filter((trait) => grown.has(trait.crop.id)),
  );
  return (
    <>
      <Text c="dimmed" mb="md">
        The seed traits planted in your and your neighbours' crops. Each crop keeps at least one; Conventional
        means no herbicide tolerance.
      </Text>
      <Manager
        tabs={{ mine: 'My Traits', add: 'Add Traits' }}
        noun="traits"
        mine={mine.map(traitItem)}
        all={offered.map(traitItem)}
        loading={loading && !data}
        save={save}
        saving={saving}
        empty={{
          mine: 'No traits yet. Choose crops in My Crops or Neighbor Crops and their traits appear here.',
          add: 'Every trait of your crops is already in My Traits. Add crops in My Crops or Neighbor Crops for more.',
        }}
        refuseRemoval={(remaining) => keepsATraitPerCrop(mine, remaining, grown)}
        onRefused={notify.error}
        tourPrefix="traits"
      />
      {data && tour}
    </>
  );
}
