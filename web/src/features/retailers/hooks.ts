import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../notify';
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
  unknown: 'Unknown error occurred (500)',
  removed: 'Ag Retailer successfully removed',
  removeFailed: 'Error while removing Ag Retailer',
  unreachable: 'We could not reach the server. Please try again.',
};

export type InviteOutcome = { ok: true } | { ok: false; upgrade: boolean; message?: string };

/** Add Account (retailer) and Add Ag Retailer (grower): mails the invitation. */
export function useSendInvite(): [(email: string) => Promise<InviteOutcome>, boolean] {
  const [mutate, { loading }] = useMutation(SendAgRetailerInviteMutation);
  const send = async (email: string): Promise<InviteOutcome> => {
    try {
      const answer = (await mutate({ variables: { email } })).data?.sendAgRetailerInvite;
      if (answer?.ok) {
        notify.success(retailerMessages.added);
        return { ok: true };
      }
      if (answer?.upgradeRequired) return { ok: false, upgrade: true };
      // Spec 8: the first server error.
      const message = answer?.errors[0]?.message ?? retailerMessages.unknown;
      notify.error(message);
      return { ok: false, upgrade: false, message };
    } catch {
      // A fault of the server (spec 8: status 500) or no answer at all.
      notify.error(retailerMessages.unknown);
      return { ok: false, upgrade: false };
    }
  };
  return [send, loading];
}

/** Remove on the grower's table; the caller reloads page 1 (spec 4). */
export function useRemoveAgRetailer(): (id: string) => Promise<boolean> {
  const [mutate] = useMutation(RemoveAgRetailerMutation);
  return async (id) => {
    try {
      if ((await mutate({ variables: { id } })).data?.removeAgRetailer.ok) {
        notify.success(retailerMessages.removed);
        return true;
      }
    } catch {
      // Reported below, as any other failure.
    }
    notify.error(retailerMessages.removeFailed);
    return false;
  };
}

/** The invite notice's button: grants the access; false with the reason toasted. */
export function useAcceptInvite(): [(inviteHash: string) => Promise<boolean>, boolean] {
  const [mutate, { loading }] = useMutation(AcceptAgRetailerInviteMutation);
  const accept = async (inviteHash: string) => {
    try {
      const answer = (await mutate({ variables: { inviteHash } })).data?.acceptAgRetailerInvite;
      if (answer?.ok) return true;
      notify.error(answer?.errors[0]?.message ?? retailerMessages.unknown);
    } catch {
      notify.error(retailerMessages.unreachable);
    }
    return false;
  };
  return [accept, loading];
}

/**
 * Swaps the session for the grower's and goes on to `destination`. Everything cached belonged
 * to the retailer, so the store is reset once the gateway has set the new cookies.
 */
export function useEnterGodMode(): (uuid: string, destination: string) => Promise<boolean> {
  const [mutate] = useMutation(EnterGodModeMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  return async (uuid, destination) => {
    try {
      const answer = (await mutate({ variables: { uuid } })).data?.enterGodMode;
      if (answer?.ok) {
        // Navigate before the reset: the reset reloads the viewer, the route guard unmounts the
        // screen that called this while it loads, and a God Mode Login mounted again would enter
        // a second time ('Leave god mode before entering another account.').
        navigate(destination, { replace: true });
        await client.resetStore();
        return true;
      }
      notify.error(answer?.errors[0]?.message ?? retailerMessages.unknown);
    } catch {
      notify.error(retailerMessages.unreachable);
    }
    return false;
  };
}

/** Back to the retailer's own session and its Grower Accounts. */
export function useLeaveGodMode(): () => Promise<void> {
  const [mutate] = useMutation(LeaveGodModeMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await mutate();
    } catch {
      notify.error(retailerMessages.unreachable);
    }
    // Navigate before the reset: the reset unmounts the screen that holds this hook.
    navigate('/ag_retailer', { replace: true });
    await client.resetStore();
  };
}
