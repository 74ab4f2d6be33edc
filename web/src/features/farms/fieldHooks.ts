import { useMutation } from '@apollo/client/react';
import type { UpdateFieldInput } from '../../graphql/generated/graphql';
import { notify } from '../../notify';
import { BulkEditFieldsMutation, DeleteFieldMutation, UpdateFieldMutation } from './operations';

// The field mutations of the sidebar, with the spec's messages (spec 8). Each refreshes the
// sidebar and the map's markers, whose names and crops it changes.
const refresh = { refetchQueries: ['FarmSidebar', 'MyFarms'], awaitRefetchQueries: true };
const updated = 'You have successfully updated your field data!';
const updateFailed = 'There was an error with updating field data!';

export function useUpdateField(): [(uuid: string, input: UpdateFieldInput) => Promise<boolean>, boolean] {
  const [mutate, { loading }] = useMutation(UpdateFieldMutation, refresh);
  const update = async (uuid: string, input: UpdateFieldInput) => {
    try {
      const answer = (await mutate({ variables: { uuid, input } })).data?.updateField;
      if (answer?.ok) {
        notify.success(updated);
        return true;
      }
      notify.error(answer?.errors[0]?.message ?? updateFailed);
    } catch {
      notify.error(updateFailed);
    }
    return false;
  };
  return [update, loading];
}

export function useDeleteField(): (uuid: string) => Promise<boolean> {
  const [mutate] = useMutation(DeleteFieldMutation, refresh);
  return async (uuid) => {
    try {
      const answer = (await mutate({ variables: { uuid } })).data?.deleteField;
      if (answer?.ok) {
        notify.success('Field successfully deleted!');
        return true;
      }
    } catch {
      // Reported below, as any other failure.
    }
    notify.error('There was an error deleting the field!');
    return false;
  };
}

export type BulkItem = { field: string; crop: number; cropTrait: number | null };

export function useBulkEditFields(): [(items: BulkItem[]) => Promise<boolean>, boolean] {
  const [mutate, { loading }] = useMutation(BulkEditFieldsMutation, refresh);
  const apply = async (items: BulkItem[]) => {
    try {
      const answer = (await mutate({ variables: { items } })).data?.bulkEditFields;
      if (answer?.ok) {
        notify.success(updated);
        return true;
      }
      notify.error(answer?.errors[0]?.message ?? updateFailed);
    } catch {
      notify.error(updateFailed);
    }
    return false;
  };
  return [apply, loading];
}
