import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useSetMyCrops, useSetMyNeighborCrops } from './hooks';
import { Manager } from './Manager';
import { CropsScreenQuery } from './operations';

/** My Crops: the crops the grower grows. Their traits are added to Traits for them. */
export function CropsPage() {
  const { data, loading } = useQuery(CropsScreenQuery);
  const [save, saving] = useSetMyCrops();
  return (
    <>
      <Text c="dimmed" mb="md">
        The crops you grow. Choosing a crop adds all of its seed traits to Traits, where you can keep the ones
        you plant.
      </Text>
      <Manager
        tabs={{ mine: 'My Crops', add: 'Add Crops' }}
        noun="crops"
        mine={data?.myCrops ?? []}
        all={data?.crops ?? []}
        loading={loading && !data}
        save={save}
        saving={saving}
        empty={{
          mine: 'You have not chosen any crops yet. Open Add Crops to choose the crops you grow.',
          add: 'Every crop is already in My Crops.',
        }}
      />
    </>
  );
}

/** Neighbor Crops: what the fields around the grower's grow, the crops drift could harm. */
export function NeighborCropsPage() {
  const { data, loading } = useQuery(CropsScreenQuery);
  const [save, saving] = useSetMyNeighborCrops();
  return (
    <>
      <Text c="dimmed" mb="md">
        The crops your neighbours grow. Tank Mix warns you when a mix would injure one of them.
      </Text>
      <Manager
        tabs={{ mine: 'Neighbor Crops', add: 'Add Neighbor Crops' }}
        noun="neighbor crops"
        mine={data?.myNeighborCrops ?? []}
        all={data?.crops ?? []}
        loading={loading && !data}
        save={save}
        saving={saving}
        empty={{
          mine: 'No neighbor crops yet. Open Add Neighbor Crops to choose what grows around your fields.',
          add: 'Every crop is already in Neighbor Crops.',
        }}
      />
    </>
  );
}
