import { useResultMutation } from '../../graphql/useResultMutation';
import { CancelAgRetailerInviteMutation, ResendAgRetailerInviteMutation } from './operations';

// Resend and Cancel on a pending invitation. Each toasts its outcome (the api's words when it
// refuses, e.g. within a minute of the last mail) and reloads the pending list.
export const inviteMessages = {
  resent: (email: string) => `Invitation sent again to ${email}`,
  cancelled: 'Invitation cancelled',
  declined: 'Invitation declined',
  failed: 'We could not reach the server. Please try again.',
};

export function useResendInvite(): [(id: string) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(ResendAgRetailerInviteMutation, {
    success: (payload) => inviteMessages.resent(payload.email ?? ''),
    failure: inviteMessages.failed,
    refetchQueries: ['PendingInvites'],
  });
  return [async (id) => (await run({ id })).ok, loading];
}

export function useCancelInvite(): (id: string, declining: boolean) => Promise<boolean> {
  const [run] = useResultMutation(CancelAgRetailerInviteMutation, {
    failure: inviteMessages.failed,
    refetchQueries: ['PendingInvites'],
  });
  return async (id, declining) =>
    (await run({ id }, { success: declining ? inviteMessages.declined : inviteMessages.cancelled })).ok;
}
