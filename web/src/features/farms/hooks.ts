import { useResultMutation } from '../../graphql/useResultMutation';
import { activeFarm } from '../../map/activeFarm';
import { AddFarmMutation, ClaimFieldMutation, DeleteFarmMutation, RenameFarmMutation } from './operations';

// The farm mutations with the spec's messages. Each refreshes the sidebar and the map's markers
// (their counts and acres come from the api).
const refetchQueries = ['FarmSidebar', 'MyFarms'];

export type AddFarmResult = 'added' | 'upgrade' | 'refused';

export function useAddFarm(): [(name: string) => Promise<AddFarmResult>, boolean] {
  const [run, loading] = useResultMutation(AddFarmMutation, {
    refetchQueries,
    success: 'Farm successfully added!',
    failure: 'There was an error adding the farm!',
  });
  const add = async (name: string): Promise<AddFarmResult> => {
    const outcome = await run({ name });
    return outcome.ok ? 'added' : outcome.upgrade ? 'upgrade' : 'refused';
  };
  return [add, loading];
}

export function useRenameFarm(): [(id: number, name: string) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(RenameFarmMutation, {
    refetchQueries,
    success: 'Farm successfully renamed!',
    failure: 'There was an error renaming the farm!',
  });
  return [async (id, name) => (await run({ id, name })).ok, loading];
}

const deleteFailed = 'There was an error deleting the farm!';

export function useDeleteFarm(): (id: number) => Promise<boolean> {
  const [run] = useResultMutation(DeleteFarmMutation, {
    refetchQueries,
    done: (_, { id }) => {
      if (activeFarm.get() === id) activeFarm.clear();
    },
    success: 'Farm successfully deleted!',
    failure: deleteFailed,
    refused: () => deleteFailed,
  });
  return async (id) => (await run({ id })).ok;
}

export type ClaimResult = 'claimed' | 'upgrade' | 'refused';

/** Claims a free field into a farm; the new field joins the grower's markers. */
export function useClaimField(): [
  (uuid: string, input: { name: string; legalConfirmed: boolean; farm?: number }) => Promise<ClaimResult>,
  boolean,
] {
  const [run, loading] = useResultMutation(ClaimFieldMutation, {
    refetchQueries: ['MyFarms', 'FarmSidebar'],
    awaitRefetchQueries: false,
    success: 'You have successfully added your field!',
    failure: 'The field could not be claimed.',
  });
  const claim = async (uuid: string, input: { name: string; legalConfirmed: boolean; farm?: number }) => {
    const outcome = await run({ uuid, input });
    return outcome.ok ? 'claimed' : outcome.upgrade ? 'upgrade' : 'refused';
  };
  return [claim, loading];
}
