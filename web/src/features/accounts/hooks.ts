import { useApolloClient } from '@apollo/client/react';
import { UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import { useState } from 'react';
import { LoginMutation } from '../../graphql/session';
import { type MutationOutcome, useResultMutation } from '../../graphql/useResultMutation';
import { notify } from '../../notify';
import { rememberViewer } from '../../session/viewerCache';
import { ActivateAccountMutation, EmailRegisteredQuery, RegisterMutation } from './operations';
import { ConfirmEmailChangeMutation } from './profileOperations';

// The calls of signing up and in. The forms show their answers themselves (under the button, in
// a list), so only activation toasts; each hook tells its screen what to show.
const unreachable = 'We could not reach the server. Please try again.';
const shownByTheForm = { refused: () => null, unreachable: null } as const;

type Said = { ok: false; message: string };
const saidOf = (
  outcome: MutationOutcome<{ errors: readonly { message: string }[] }>,
  fallback: string,
): Said => ({
  ok: false,
  message: outcome.payload ? (outcome.payload.errors[0]?.message ?? fallback) : unreachable,
});

/**
 * Sign in: the signed-in user, or what to say under the form. `onSignedIn` runs before the user
 * is cached: the screen leaves for where the user goes (plan N to pricing, spec 2.3) before the
 * route guard, seeing a signed-in user on Login, sends them elsewhere.
 */
export function useLogin(invalidLogin: string) {
  const client = useApolloClient();
  const [run, loading] = useResultMutation(LoginMutation, { failure: invalidLogin, ...shownByTheForm });
  const login = async (
    email: string,
    password: string,
    onSignedIn?: (user: { subscriptionPlan: string }) => void,
  ) => {
    const outcome = await run({ email, password });
    const user = outcome.payload?.user;
    if (!outcome.ok || !user) return saidOf(outcome, invalidLogin);
    onSignedIn?.(user);
    void rememberViewer(client, user);
    return { ok: true as const, user };
  };
  return [login, loading] as const;
}

/** Sign up's last step: registered, or every message the api gave. */
export function useRegister() {
  const [run, loading] = useResultMutation(RegisterMutation, {
    failure: 'Registration failed.',
    ...shownByTheForm,
  });
  const register = async (
    input: Parameters<typeof run>[0]['input'],
  ): Promise<{ ok: true } | { ok: false; messages: string[] }> => {
    const outcome = await run({ input });
    if (outcome.ok) return { ok: true };
    if (!outcome.payload) return { ok: false, messages: [unreachable] };
    return { ok: false, messages: outcome.payload.errors.map((error) => error.message) };
  };
  return [register, loading] as const;
}

export const activationFailed = 'Error activating your account! Please try again.';

/** The activation link: signs the new user in, or says it failed. */
export function useActivateAccount() {
  const client = useApolloClient();
  const failed = activationFailed;
  const [run] = useResultMutation(ActivateAccountMutation, {
    done: ({ user }) => {
      if (user) void rememberViewer(client, user);
    },
    success: 'Your account has been activated successfully!',
    failure: failed,
    refused: () => failed,
  });
  return async (activationHash: string, userUuid: string) => {
    const outcome = await run({ activationHash, userUuid });
    return outcome.ok && !!outcome.payload.user;
  };
}

/** The link mailed to a new address: the address now in use, or why not. */
export function useConfirmEmailChange() {
  const [run] = useResultMutation(ConfirmEmailChangeMutation, {
    refetchQueries: ['Viewer'],
    awaitRefetchQueries: false,
    failure: UNKNOWN_ERROR,
    ...shownByTheForm,
  });
  return async (token: string): Promise<{ ok: true; email: string } | Said> => {
    const outcome = await run({ token });
    const user = outcome.payload?.user;
    if (outcome.ok && user) return { ok: true, email: user.email };
    return saidOf(outcome, UNKNOWN_ERROR);
  };
}

/** Sign up's first step: whether the e-mail has an account already; null, toasted, when not reached. */
export function useEmailRegistered(): [(email: string) => Promise<boolean | null>, boolean] {
  const client = useApolloClient();
  const [checking, setChecking] = useState(false);
  const check = async (email: string) => {
    setChecking(true);
    try {
      const { data } = await client.query({
        query: EmailRegisteredQuery,
        variables: { email },
        fetchPolicy: 'network-only',
      });
      return data?.emailRegistered ?? false;
    } catch {
      notify.error(unreachable);
      return null;
    } finally {
      setChecking(false);
    }
  };
  return [check, checking];
}
