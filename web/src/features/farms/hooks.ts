import { useMutation } from '@apollo/client/react';
import { activeFarm } from '../../map/activeFarm';
import { notify } from '../../notify';
import { AddFarmMutation, DeleteFarmMutation, RenameFarmMutation } from './operations';

// The farm mutations. Each owns its toasts, payload errors and network failure, and refreshes
// the sidebar and the map's markers (their counts and acres come from the api).
const refresh = { refetchQueries: ['FarmSidebar', 'MyFarms'], awaitRefetchQueries: true };

export type AddFarmResult = 'added' | 'upgrade' | 'refused';

export function useAddFarm(): [(name: string) => Promise<AddFarmResult>, boolean] {
  const [mutate, { loading }] = useMutation(AddFarmMutation, refresh);
  const add = async (name: string): Promise<AddFarmResult> => {
    try {
      const answer = (await mutate({ variables: { name } })).data?.addFarm;
      if (answer?.ok) {
        notify.success('Farm successfully added!');
        return 'added';
      }
      if (answer?.upgradeRequired) return 'upgrade';
      notify.error(answer?.errors[0]?.message ?? 'There was an error adding the farm!');
    } catch {
      notify.error('There was an error adding the farm!');
    }
    return 'refused';
  };
  return [add, loading];
}

export function useRenameFarm(): [(id: number, name: string) => Promise<boolean>, boolean] {
  const [mutate, { loading }] = useMutation(RenameFarmMutation, refresh);
  const rename = async (id: number, name: string) => {
    try {
      const answer = (await mutate({ variables: { id, name } })).data?.renameFarm;
      if (answer?.ok) {
        notify.success('Farm successfully renamed!');
        return true;
      }
      notify.error(answer?.errors[0]?.message ?? 'There was an error renaming the farm!');
    } catch {
      notify.error('There was an error renaming the farm!');
    }
    return false;
  };
  return [rename, loading];
}

export function useDeleteFarm(): (id: number) => Promise<boolean> {
  const [mutate] = useMutation(DeleteFarmMutation, refresh);
  return async (id) => {
    try {
      const answer = (await mutate({ variables: { id } })).data?.deleteFarm;
      if (answer?.ok) {
        if (activeFarm.get() === id) activeFarm.clear();
        notify.success('Farm successfully deleted!');
        return true;
      }
    } catch {
      // Reported below, as any other failure.
    }
    notify.error('There was an error deleting the farm!');
    return false;
  };
}
