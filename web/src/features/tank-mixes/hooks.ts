import { useMutation } from '@apollo/client/react';
import { notify } from '../../notify';
import { CreateTankMixMutation, DeleteTankMixMutation, MyTankMixesQuery } from './operations';

// The Tank Mix mutations: each owns its toasts, a network failure and its cache update.
export const mixMessages = {
  created: 'Tank Mix successfully created!',
  createFailed: 'There was an error creating your Tank Mix!',
  removed: 'Tank Mix successfully removed!',
  removeFailed: 'There was an error removing Tank Mix',
  nameTaken: 'Tank Mix with this name already exists',
};

/** Creates a mix; resolves true when it was created. The api's message shows when it refuses. */
export function useCreateTankMix(): [
  (
    name: string,
    herbicideGroupIds: number[],
    activeIngredientIds: number[],
    products: string[],
  ) => Promise<boolean>,
  boolean,
] {
  const [mutate, { loading }] = useMutation(CreateTankMixMutation, {
    update(cache, { data }) {
      const created = data?.createTankMix.tankMix;
      if (!created) return;
      cache.updateQuery({ query: MyTankMixesQuery }, (current) => ({
        myTankMixes: [...(current?.myTankMixes ?? []), created].sort((a, b) =>
          a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
        ),
      }));
    },
  });
  const create = async (
    name: string,
    herbicideGroupIds: number[],
    activeIngredientIds: number[],
    products: string[],
  ) => {
    try {
      const { data } = await mutate({
        variables: { input: { name, herbicideGroupIds, activeIngredientIds, products } },
      });
      if (data?.createTankMix.ok) {
        notify.success(mixMessages.created);
        return true;
      }
      notify.error(data?.createTankMix.errors[0]?.message ?? mixMessages.createFailed);
    } catch {
      notify.error(mixMessages.createFailed);
    }
    return false;
  };
  return [create, loading];
}

export function useDeleteTankMix(): (id: number) => Promise<boolean> {
  const [mutate] = useMutation(DeleteTankMixMutation, {
    update(cache, { data }) {
      const id = data?.deleteTankMix.id;
      if (id == null) return;
      cache.evict({ id: cache.identify({ __typename: 'TankMix', id }) });
      cache.gc();
    },
  });
  return async (id) => {
    try {
      const { data } = await mutate({ variables: { id } });
      if (data?.deleteTankMix.ok) {
        notify.success(mixMessages.removed);
        return true;
      }
    } catch {
      // Reported below, as any other failure.
    }
    notify.error(mixMessages.removeFailed);
    return false;
  };
}
