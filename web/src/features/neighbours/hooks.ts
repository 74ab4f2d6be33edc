import { useMutation } from '@apollo/client/react';
import { notify } from '../../notify';
import { AddAdjacentTraitMutation, InviteNeighbourMutation, RemoveAdjacentTraitMutation } from './operations';

// The neighbour mutations with the spec's messages (spec 8). Each refreshes the field it changed
// and the sidebar (whose 'Neighbor compatibility' warnings depend on neighbours' crops).
// 'upgrade' means the plan does not share with neighbours: the caller shows the Pro teaser.
const refresh = {
  refetchQueries: ['MapField', 'FarmSidebar', 'NeighbourPrompts'],
  awaitRefetchQueries: true,
};
export type NeighbourResult = 'done' | 'upgrade' | 'failed';

export const neighbourMessages = {
  edited: "You have successfully edited neighbor's field!",
  editFailed: 'There was an error updating field data!',
  labelled: 'You have successfully labeled building!',
  labelFailed: 'There was an error labeling building!',
  removed: 'Neighbor field data successfully removed!',
  removeFailed: 'There was an error removing field data!',
  nothingToRemove: "Nothing to remove! This field doesn't contain crop and crop trait!",
  invited: 'You have successfully invited your neighbor!',
  inviteFailed: 'There was an error inviting your neighbor!',
};

/** Assign Crop and Trait, or Label as Building, on a neighbour's field. */
export function useNoteNeighbourField(): [
  (uuid: string, note: { crop: number; cropTrait: number | null } | 'building') => Promise<NeighbourResult>,
  boolean,
] {
  const [mutate, { loading }] = useMutation(AddAdjacentTraitMutation, refresh);
  const note = async (uuid: string, value: { crop: number; cropTrait: number | null } | 'building') => {
    const building = value === 'building';
    const [success, failure] = building
      ? [neighbourMessages.labelled, neighbourMessages.labelFailed]
      : [neighbourMessages.edited, neighbourMessages.editFailed];
    try {
      const input = building
        ? { isBuilding: true }
        : { crop: value.crop, cropTrait: value.cropTrait, isBuilding: false };
      const answer = (await mutate({ variables: { uuid, input } })).data?.addAdjacentTrait;
      if (answer?.ok) {
        notify.success(success);
        return 'done';
      }
      if (answer?.upgradeRequired) return 'upgrade';
    } catch {
      // Reported below, as any other failure.
    }
    notify.error(failure);
    return 'failed';
  };
  return [note, loading];
}

/** Remove Crop and Trait from a neighbour's field; a field with nothing noted says so. */
export function useRemoveNeighbourNote(): (uuid: string, noteId: number | null) => Promise<NeighbourResult> {
  const [mutate] = useMutation(RemoveAdjacentTraitMutation, refresh);
  return async (uuid, noteId) => {
    if (noteId === null) {
      notify.error(neighbourMessages.nothingToRemove);
      return 'failed';
    }
    try {
      const answer = (await mutate({ variables: { uuid, id: noteId } })).data?.removeAdjacentTrait;
      if (answer?.ok) {
        notify.success(neighbourMessages.removed);
        return 'done';
      }
      if (answer?.upgradeRequired) return 'upgrade';
      if (answer?.errors[0]?.message === neighbourMessages.nothingToRemove) {
        notify.error(neighbourMessages.nothingToRemove);
        return 'failed';
      }
    } catch {
      // Reported below, as any other failure.
    }
    notify.error(neighbourMessages.removeFailed);
    return 'failed';
  };
}

/** Invite neighbor: a mail with a link to the field and its claim dialog. */
export function useInviteNeighbour(): [
  (uuid: string, email: string) => Promise<NeighbourResult | string>,
  boolean,
] {
  const [mutate, { loading }] = useMutation(InviteNeighbourMutation);
  const invite = async (uuid: string, email: string) => {
    try {
      const answer = (await mutate({ variables: { uuid, email } })).data?.inviteNeighbour;
      if (answer?.ok) {
        notify.success(neighbourMessages.invited);
        return 'done';
      }
      if (answer?.upgradeRequired) return 'upgrade';
      // A problem with the address is the form's to show, under the input.
      const emailError = answer?.errors.find((error) => error.field === 'email')?.message;
      if (emailError) return emailError;
    } catch {
      // Reported below, as any other failure.
    }
    notify.error(neighbourMessages.inviteFailed);
    return 'failed';
  };
  return [invite, loading];
}
