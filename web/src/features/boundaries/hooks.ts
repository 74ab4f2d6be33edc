import { boundaryVersionMessages, boundaryMessages as shared } from '@field-boundaries/contract/messages';
import { useRef } from 'react';
import { forgetBoundaryAnswers } from '../../graphql/boundaryAnswers';
import type { CreateFieldInput } from '../../graphql/generated/graphql';
import { type UserError, useResultMutation } from '../../graphql/useResultMutation';
import { editing } from '../../map/editing/editStore';
import { sprayFocus } from '../../map/sprayFocus';
import {
  CreateFieldMutation,
  MergeFieldsMutation,
  ReshapeFieldMutation,
  SplitFieldMutation,
} from './operations';

// The boundary mutations, each owning its payload errors, network failure, toast (spec 8's
// words) and refresh of the sidebar, the markers and the boundaries on the map, and of what was
// computed from the boundaries before (the drift zone on the map follows at once). The queries are
// fetched again after every answer, a refusal too, so after a save from a stale copy the map
// already holds the latest boundary when the outcome comes back.
const refetchQueries = ['FarmSidebar', 'MyFarms', 'MapFields'];
const update = forgetBoundaryAnswers;

/** Refused because the boundary changed after the grower opened it (another tab, a colleague). */
const stale = (payload: { errors: readonly UserError[] } | null) =>
  payload?.errors.some((error) => error.field === 'boundaryVersion') ?? false;

/**
 * A reshape or split of a boundary opened at one version: the api refuses it if the boundary has
 * changed since. Then the grower is told, and the work on the old copy is put away so the map
 * shows the latest boundary to start again from. Other refusals keep the work, to mend and retry.
 */
const refusedFor = (failure: string) => (payload: { errors: readonly UserError[] }) =>
  stale(payload) ? boundaryVersionMessages.reloaded : (payload.errors[0]?.message ?? failure);

export const boundaryMessages = {
  created: 'You have successfully added your boundary',
  createdNeighbour: 'You have successfully added a neighboring boundary',
  createFailed: 'There was an error while adding the boundary',
  merged: 'You have successfully merged fields!',
  mergeFailed: shared.mergeFailed,
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

export function useSplitField(): [
  (uuid: string, line: number[][], boundaryVersion: number) => Promise<boolean>,
  boolean,
] {
  const [run, loading] = useResultMutation(SplitFieldMutation, {
    refetchQueries,
    update,
    success: boundaryMessages.split,
    failure: boundaryMessages.splitFailed,
    refused: refusedFor(boundaryMessages.splitFailed),
  });
  const split = async (uuid: string, line: number[][], boundaryVersion: number) => {
    const outcome = await run({ uuid, line, boundaryVersion });
    if (!outcome.ok && stale(outcome.payload)) editing.reset();
    return outcome.ok;
  };
  return [split, loading];
}

export function useSaveBoundary(): [
  (uuid: string, mpoly: number[][][][], boundaryVersion: number) => Promise<boolean>,
  boolean,
] {
  const [run, loading] = useResultMutation(ReshapeFieldMutation, {
    refetchQueries,
    update,
    success: boundaryMessages.edited,
    failure: boundaryMessages.editFailed,
    refused: refusedFor(boundaryMessages.editFailed),
  });
  const save = async (uuid: string, mpoly: number[][][][], boundaryVersion: number) => {
    const outcome = await run({ uuid, mpoly, boundaryVersion });
    if (!outcome.ok && stale(outcome.payload)) editing.reset();
    return outcome.ok;
  };
  return [save, loading];
}
