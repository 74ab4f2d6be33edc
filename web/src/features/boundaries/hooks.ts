import { useRef } from 'react';
import { forgetBoundaryAnswers } from '../../graphql/boundaryAnswers';
import type { CreateFieldInput } from '../../graphql/generated/graphql';
import { useResultMutation } from '../../graphql/useResultMutation';
import { sprayFocus } from '../../map/sprayFocus';
import {
  CreateFieldMutation,
  MergeFieldsMutation,
  ReshapeFieldMutation,
  SplitFieldMutation,
} from './operations';

// The boundary mutations, each owning its payload errors, network failure, toast (spec 8's
// words) and refresh of the sidebar, the markers and the boundaries on the map; and of what was
// computed from the boundaries before (the drift zone on the map follows at once).
const refetchQueries = ['FarmSidebar', 'MyFarms', 'MapFields'];
const update = forgetBoundaryAnswers;

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
  const [run, loading] = useResultMutation(CreateFieldMutation, {
    refetchQueries,
    update,
    success: (_, { input }) =>
      input.farm == null ? boundaryMessages.createdNeighbour : boundaryMessages.created,
    failure: boundaryMessages.createFailed,
  });
  const saving = useRef(false);
  const save = async (input: CreateFieldInput): Promise<SaveResult> => {
    if (saving.current) return 'busy';
    saving.current = true;
    const outcome = await run({ input });
    // Spec 8: the saving flag is reset after a failure, so the grower can try again.
    saving.current = false;
    return outcome.ok ? 'saved' : outcome.upgrade ? 'upgrade' : 'refused';
  };
  return [save, loading];
}

/** Spec 8: a refusal says the server's first message, else the generic one. */
export function useMergeFields(): [(first: string, second: string) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(MergeFieldsMutation, {
    refetchQueries,
    update,
    success: boundaryMessages.merged,
    failure: boundaryMessages.mergeFailed,
    // The merged field is the one in focus, its drift zone on the map (whichever half was before).
    done: (payload) => {
      if (payload.field) sprayFocus.set(payload.field.uuid);
    },
  });
  return [async (first, second) => (await run({ uuid: first, mergeFields: [second] })).ok, loading];
}

export function useSplitField(): [(uuid: string, line: number[][]) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(SplitFieldMutation, {
    refetchQueries,
    update,
    success: boundaryMessages.split,
    failure: boundaryMessages.splitFailed,
  });
  return [async (uuid, line) => (await run({ uuid, line })).ok, loading];
}

export function useSaveBoundary(): [(uuid: string, mpoly: number[][][][]) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(ReshapeFieldMutation, {
    refetchQueries,
    update,
    success: boundaryMessages.edited,
    failure: boundaryMessages.editFailed,
  });
  return [async (uuid, mpoly) => (await run({ uuid, mpoly })).ok, loading];
}
