import { tankMixMessages } from '@field-boundaries/contract/messages';
import { useResultMutation } from '../../graphql/useResultMutation';
import { CreateTankMixMutation, DeleteTankMixMutation, MyTankMixesQuery } from './operations';

// The Tank Mix mutations: each owns its toasts, a network failure and its cache update.
export const mixMessages = {
  created: 'Tank Mix successfully created!',
  createFailed: 'There was an error creating your Tank Mix!',
  removed: 'Tank Mix successfully removed!',
  removeFailed: 'There was an error removing Tank Mix',
  nameTaken: tankMixMessages.nameTaken,
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
  const [run, loading] = useResultMutation(CreateTankMixMutation, {
    update(cache, { tankMix: created }) {
      if (!created) return;
      cache.updateQuery({ query: MyTankMixesQuery }, (current) => ({
        myTankMixes: [...(current?.myTankMixes ?? []), created].sort((a, b) =>
          a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
        ),
      }));
    },
    success: mixMessages.created,
    failure: mixMessages.createFailed,
  });
  const create = async (
    name: string,
    herbicideGroupIds: number[],
    activeIngredientIds: number[],
    products: string[],
  ) => (await run({ input: { name, herbicideGroupIds, activeIngredientIds, products } })).ok;
  return [create, loading];
}

export function useDeleteTankMix(): (id: number) => Promise<boolean> {
  const [run] = useResultMutation(DeleteTankMixMutation, {
    update(cache, { id }) {
      if (id == null) return;
      cache.evict({ id: cache.identify({ __typename: 'TankMix', id }) });
      cache.gc();
    },
    success: mixMessages.removed,
    failure: mixMessages.removeFailed,
    refused: () => mixMessages.removeFailed,
  });
  return async (id) => (await run({ id })).ok;
}
