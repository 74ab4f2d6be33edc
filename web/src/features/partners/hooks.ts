import { useResultMutation } from '../../graphql/useResultMutation';
import { AnswerPartnerConsentMutation, RevokeConnectedAppMutation } from './operations';

// The consent screen's answer and Connected apps' Revoke. Each toasts a refusal in the api's
// words; Allow and Deny then send the browser back to the app, through the authorization server.
export const partnerWords = {
  unreachable: 'We could not reach the server. Please try again.',
  revoked: (name: string) => `${name} is disconnected. It can no longer reach your account.`,
};

/** Sends the browser on; a seam so tests can see where it goes. */
export const leaveFor = { go: (url: string) => window.location.assign(url) };

export function useAnswerConsent(): [(uid: string, allow: boolean) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(AnswerPartnerConsentMutation, {
    failure: partnerWords.unreachable,
    done: (payload) => {
      if (payload.redirectTo) leaveFor.go(payload.redirectTo);
    },
  });
  return [async (uid, allow) => (await run({ uid, allow })).ok, loading];
}

export function useRevokeConnectedApp(): [(clientId: string, name: string) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(RevokeConnectedAppMutation, {
    failure: partnerWords.unreachable,
    refetchQueries: ['ConnectedApps'],
  });
  return [
    async (clientId, name) => (await run({ clientId }, { success: partnerWords.revoked(name) })).ok,
    loading,
  ];
}
