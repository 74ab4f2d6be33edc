import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import type { CreateFieldInput } from '../../graphql/generated/graphql';
import { notify } from '../../notify';
import {
  CreateFieldMutation,
  MergeFieldsMutation,
  ReshapeFieldMutation,
  SplitFieldMutation,
} from './operations';

// The boundary mutations, each owning its payload errors, network failure, toast (spec 8's
// words) and refresh of the sidebar, the markers and the boundaries on the map.
const refresh = { refetchQueries: ['FarmSidebar', 'MyFarms', 'MapFields'], awaitRefetchQueries: true };

export const boundaryMessages = {
  created: 'You have successfully added your boundary',
  createdNeighbour: 'You have successfully added a neighboring boundary',
  createFailed: 'There was an error while adding the boundary',
  merged: 'You have successfully merged fields!',
  mergeFailed: 'There was an error with merging fields!',
  edited: 'You have successfully updated your field data!',
  editFailed: 'There was an error with updating field data!',
  split: 'You have successfully split your field!',
  splitFailed: 'There was an error splitting your field!',
};

export type SaveResult = 'saved' | 'upgrade' | 'refused' | 'busy';

/** Add Field's save. A save while one is under way is ignored (spec 4). */
export function useSaveField(): [(input: CreateFieldInput) => Promise<SaveResult>, boolean] {
  const [mutate, { loading }] = useMutation(CreateFieldMutation, refresh);
  const saving = useRef(false);
  const save = async (input: CreateFieldInput): Promise<SaveResult> => {
    if (saving.current) return 'busy';
    saving.current = true;
    try {
      const answer = (await mutate({ variables: { input } })).data?.createField;
      if (answer?.ok) {
        notify.success(input.farm == null ? boundaryMessages.createdNeighbour : boundaryMessages.created);
        return 'saved';
      }
      if (answer?.upgradeRequired) return 'upgrade';
      notify.error(answer?.errors[0]?.message ?? boundaryMessages.createFailed);
    } catch {
      notify.error(boundaryMessages.createFailed);
    } finally {
      // Spec 8: the saving flag is reset after a failure, so the grower can try again.
      saving.current = false;
    }
    return 'refused';
  };
  return [save, loading];
}

export function useMergeFields(): [(first: string, second: string) => Promise<boolean>, boolean] {
  const [mutate, { loading }] = useMutation(MergeFieldsMutation, refresh);
  const merge = async (first: string, second: string) => {
    try {
      const answer = (await mutate({ variables: { uuid: first, mergeFields: [second] } })).data?.mergeFields;
      if (answer?.ok) {
        notify.success(boundaryMessages.merged);
        return true;
      }
      // Spec 8: the server's first message, else the generic one.
      notify.error(answer?.errors[0]?.message ?? boundaryMessages.mergeFailed);
    } catch {
      notify.error(boundaryMessages.mergeFailed);
    }
    return false;
  };
  return [merge, loading];
}

export function useSplitField(): [(uuid: string, line: number[][]) => Promise<boolean>, boolean] {
  const [mutate, { loading }] = useMutation(SplitFieldMutation, refresh);
  const split = async (uuid: string, line: number[][]) => {
    try {
      const answer = (await mutate({ variables: { uuid, line } })).data?.splitField;
      if (answer?.ok) {
        notify.success(boundaryMessages.split);
        return true;
      }
      notify.error(answer?.errors[0]?.message ?? boundaryMessages.splitFailed);
    } catch {
      notify.error(boundaryMessages.splitFailed);
    }
    return false;
  };
  return [split, loading];
}

export function useSaveBoundary(): [(uuid: string, mpoly: number[][][][]) => Promise<boolean>, boolean] {
  const [mutate, { loading }] = useMutation(ReshapeFieldMutation, refresh);
  const save = async (uuid: string, mpoly: number[][][][]) => {
    try {
      const answer = (await mutate({ variables: { uuid, mpoly } })).data?.updateField;
      if (answer?.ok) {
        notify.success(boundaryMessages.edited);
        return true;
      }
      notify.error(answer?.errors[0]?.message ?? boundaryMessages.editFailed);
    } catch {
      notify.error(boundaryMessages.editFailed);
    }
    return false;
  };
  return [save, loading];
}
