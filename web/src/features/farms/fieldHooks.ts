import type { UpdateFieldInput } from '../../graphql/generated/graphql';
import { useResultMutation } from '../../graphql/useResultMutation';
import { BulkEditFieldsMutation, DeleteFieldMutation, UpdateFieldMutation } from './operations';

// The field mutations of the sidebar, with the spec's messages (spec 8). Each refreshes the
// sidebar and the map's markers, whose names and crops it changes.
const refetchQueries = ['FarmSidebar', 'MyFarms'];
const updated = 'You have successfully updated your field data!';
const updateFailed = 'There was an error with updating field data!';
const deleteFailed = 'There was an error deleting the field!';

export function useUpdateField(): [(uuid: string, input: UpdateFieldInput) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(UpdateFieldMutation, {
    refetchQueries,
    success: updated,
    failure: updateFailed,
  });
  return [async (uuid, input) => (await run({ uuid, input })).ok, loading];
}

export function useDeleteField(): (uuid: string) => Promise<boolean> {
  const [run] = useResultMutation(DeleteFieldMutation, {
    refetchQueries,
    success: 'Field successfully deleted!',
    failure: deleteFailed,
    refused: () => deleteFailed,
  });
  return async (uuid) => (await run({ uuid })).ok;
}

export type BulkItem = { field: string; crop: number; cropTrait: number | null };

export function useBulkEditFields(): [(items: BulkItem[]) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(BulkEditFieldsMutation, {
    refetchQueries,
    success: updated,
    failure: updateFailed,
  });
  return [async (items) => (await run({ items })).ok, loading];
}
