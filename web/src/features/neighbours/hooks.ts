import { neighbourMessages as shared } from '@field-boundaries/contract/messages';
import { useResultMutation } from '../../graphql/useResultMutation';
import { notify } from '../../notify';
import {
  AddAdjacentTraitMutation,
  InviteNeighbourMutation,
  RemoveAdjacentTraitMutation,
  UpdateAdjacentTraitMutation,
} from './operations';

// The neighbour mutations with the spec's messages (spec 8). Each refreshes the field it changed
// and the sidebar (whose 'Neighbor compatibility' warnings depend on neighbours' crops).
// 'upgrade' means the plan does not share with neighbours: the caller shows the Pro teaser.
const refetchQueries = ['MapField', 'FarmSidebar', 'NeighbourPrompts'];
export type NeighbourResult = 'done' | 'upgrade' | 'failed';

export const neighbourMessages = {
  edited: "You have successfully edited neighbor's field!",
  editFailed: 'There was an error updating field data!',
  labelled: 'You have successfully labeled building!',
  labelFailed: 'There was an error labeling building!',
  removed: 'Neighbor field data successfully removed!',
  removeFailed: 'There was an error removing field data!',
  nothingToRemove: shared.nothingToRemove,
  invited: 'You have successfully invited your neighbor!',
  inviteFailed: 'There was an error inviting your neighbor!',
};

type Note = { crop: number; cropTrait: number | null } | 'building';

const outcomeOf = (outcome: { ok: boolean; upgrade?: boolean }): NeighbourResult =>
  outcome.ok ? 'done' : outcome.upgrade ? 'upgrade' : 'failed';

/**
 * Assign Crop and Trait, or Label as Building, on a neighbour's field. A field the grower has
 * noted already has its note changed (PATCH of that note), so it keeps one note; a field with
 * none gets a new one.
 */
export function useNoteNeighbourField(): [
  (uuid: string, note: Note, noted: number | null) => Promise<NeighbourResult>,
  boolean,
] {
  const failed = ({ input }: { input: { isBuilding?: boolean | null } }) =>
    input.isBuilding ? neighbourMessages.labelFailed : neighbourMessages.editFailed;
  const wording = {
    refetchQueries,
    success: (_: unknown, { input }: { input: { isBuilding?: boolean | null } }) =>
      input.isBuilding ? neighbourMessages.labelled : neighbourMessages.edited,
    failure: failed,
    refused: (_: unknown, variables: { input: { isBuilding?: boolean | null } }) => failed(variables),
  };
  const [add, adding] = useResultMutation(AddAdjacentTraitMutation, wording);
  const [change, changing] = useResultMutation(UpdateAdjacentTraitMutation, wording);
  const note = async (uuid: string, value: Note, noted: number | null) => {
    const input =
      value === 'building'
        ? { isBuilding: true }
        : { crop: value.crop, cropTrait: value.cropTrait, isBuilding: false };
    return outcomeOf(noted === null ? await add({ uuid, input }) : await change({ uuid, id: noted, input }));
  };
  return [note, adding || changing];
}

/** Remove Crop and Trait from a neighbour's field; a field with nothing noted says so. */
export function useRemoveNeighbourNote(): (uuid: string, noteId: number | null) => Promise<NeighbourResult> {
  const [run] = useResultMutation(RemoveAdjacentTraitMutation, {
    refetchQueries,
    success: neighbourMessages.removed,
    failure: neighbourMessages.removeFailed,
    refused: (payload) =>
      payload.errors[0]?.message === neighbourMessages.nothingToRemove
        ? neighbourMessages.nothingToRemove
        : neighbourMessages.removeFailed,
  });
  return async (uuid, noteId) => {
    if (noteId === null) {
      notify.error(neighbourMessages.nothingToRemove);
      return 'failed';
    }
    return outcomeOf(await run({ uuid, id: noteId }));
  };
}

/** Invite neighbor: a mail with a link to the field and its claim dialog. */
export function useInviteNeighbour(): [
  (uuid: string, email: string) => Promise<NeighbourResult | string>,
  boolean,
] {
  const emailError = (errors: readonly { field?: string | null; message: string }[]) =>
    errors.find((error) => error.field === 'email')?.message;
  const [run, loading] = useResultMutation(InviteNeighbourMutation, {
    success: neighbourMessages.invited,
    failure: neighbourMessages.inviteFailed,
    // A problem with the address is the form's to show, under the input.
    refused: (payload) => (emailError(payload.errors) ? null : neighbourMessages.inviteFailed),
  });
  const invite = async (uuid: string, email: string) => {
    const outcome = await run({ uuid, email });
    return (!outcome.ok && outcome.payload && emailError(outcome.payload.errors)) || outcomeOf(outcome);
  };
  return [invite, loading];
}
