import { useApolloClient } from '@apollo/client/react';
import { retailerMessages as shared, UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import { useNavigate } from 'react-router-dom';
import { useResultMutation } from '../../graphql/useResultMutation';
import { rememberViewer } from '../../session/viewerCache';
import {
  AcceptAgRetailerInviteMutation,
  EnterGodModeMutation,
  LeaveGodModeMutation,
  RemoveAgRetailerMutation,
  SendAgRetailerInviteMutation,
} from './operations';

// The relation and god-mode mutations. Each owns its toast (spec 8's messages), payload errors,
// network failure and the lists it changes.
export const retailerMessages = {
  added: 'Account successfully added to Ag Retailer',
  unknown: UNKNOWN_ERROR,
  removed: shared.removed,
  removeFailed: shared.removeFailed,
  unreachable: 'We could not reach the server. Please try again.',
};

export type InviteOutcome = { ok: true } | { ok: false; upgrade: boolean; message?: string };

/** Add Account (retailer) and Add Ag Retailer (grower): mails the invitation. */
export function useSendInvite(): [(email: string) => Promise<InviteOutcome>, boolean] {
  // Spec 8: the first server error; a fault of the server (status 500) or no answer at all is unknown.
  const [run, loading] = useResultMutation(SendAgRetailerInviteMutation, {
    success: retailerMessages.added,
    failure: retailerMessages.unknown,
    // The invitation waits among the pending ones until it is answered.
    refetchQueries: ['PendingInvites'],
  });
  const send = async (email: string): Promise<InviteOutcome> => {
    const outcome = await run({ email });
    if (outcome.ok) return { ok: true };
    if (outcome.upgrade) return { ok: false, upgrade: true };
    return outcome.payload && outcome.message
      ? { ok: false, upgrade: false, message: outcome.message }
      : { ok: false, upgrade: false };
  };
  return [send, loading];
}

/** Remove on the grower's table; the caller reloads page 1 (spec 4). */
export function useRemoveAgRetailer(): (id: string) => Promise<boolean> {
  const [run] = useResultMutation(RemoveAgRetailerMutation, {
    success: retailerMessages.removed,
    failure: retailerMessages.removeFailed,
    refused: () => retailerMessages.removeFailed,
  });
  return async (id) => (await run({ id })).ok;
}

/** The invite notice's button: grants the access; false with the reason toasted. */
export function useAcceptInvite(): [(inviteHash: string) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(AcceptAgRetailerInviteMutation, {
    failure: retailerMessages.unknown,
    unreachable: retailerMessages.unreachable,
  });
  return [async (inviteHash) => (await run({ inviteHash })).ok, loading];
}

/**
 * Swaps the session for the grower's and goes on to `destination`. Everything cached belonged
 * to the retailer, so the store is reset once the gateway has set the new cookies.
 */
export function useEnterGodMode(): (uuid: string, destination: string) => Promise<boolean> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [run] = useResultMutation(EnterGodModeMutation, {
    failure: retailerMessages.unknown,
    unreachable: retailerMessages.unreachable,
  });
  return async (uuid, destination) =>
    (
      await run(
        { uuid },
        {
          done: async () => {
            // Navigate before the reset: the reset reloads the viewer, the route guard unmounts
            // the screen that called this while it loads, and a God Mode Login mounted again
            // would enter a second time ('Leave god mode before entering another account.').
            navigate(destination, { replace: true });
            await client.resetStore();
          },
        },
      )
    ).ok;
}

/** Back to one's own session: a retailer's Grower Accounts, or staff's accounts list. */
export function useLeaveGodMode(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  // A refusal leaves too: the screen goes back to the retailer's own session either way.
  const [run] = useResultMutation(LeaveGodModeMutation, {
    failure: retailerMessages.unreachable,
    refused: () => null,
  });
  return async () => {
    const outcome = await run({});
    // Staff go back to the accounts list they entered from; a retailer to its Grower Accounts.
    const user = outcome.payload?.user;
    const staff = user?.isStaff === true;
    // The cache names the staff member or retailer again before the screen changes: the guard of
    // the accounts list (staff only) must not judge it by the grower whose account was entered.
    if (user) void rememberViewer(client, user);
    // Navigate before the reset: the reset unmounts the screen that holds this hook.
    navigate(staff ? '/accounts' : '/ag_retailer', { replace: true });
    await client.resetStore();
  };
}
