import { useMutation } from '@apollo/client/react';
import { notify } from '../../notify';
import { ChangePasswordMutation, ChangeSecurityAnswerMutation, UpdateMeMutation } from './profileOperations';
import { profileMessages } from './profileRules';

// The profile's calls: each hook owns its payload errors, a network failure, the toast and the
// cache, and tells its form only which input gets which message.

type UserError = { field?: string | null; message: string };
/** `fieldErrors` go beside their inputs; anything else has been toasted already. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> };

/** Errors naming an input stay with it; the first of the others is toasted. */
function failure(errors: UserError[], toast?: string): Outcome<never> {
  const fieldErrors: Record<string, string> = {};
  let problem: string | undefined;
  for (const { field, message } of errors) {
    if (field) fieldErrors[field] ??= message;
    else problem ??= message;
  }
  const shown = toast ?? problem;
  if (shown) notify.error(shown);
  return { ok: false, fieldErrors };
}

function unreachable(message: string = profileMessages.unreachable): Outcome<never> {
  notify.error(message);
  return { ok: false, fieldErrors: {} };
}

export type ProfileChange = { fullName: string; email: string };
/** A new e-mail waits for its mailed link; `pendingEmail` says which, and `email` is unchanged. */
export type SavedProfile = { email: string; pendingEmail: string | null };

/** Edit profile: the spec's toasts; the saved user lands in the cache through its fragment. */
export function useUpdateProfile(): [(change: ProfileChange) => Promise<Outcome<SavedProfile>>, boolean] {
  const [mutate, { loading }] = useMutation(UpdateMeMutation);
  const save = async (input: ProfileChange): Promise<Outcome<SavedProfile>> => {
    try {
      const { data } = await mutate({ variables: { input } });
      const payload = data?.updateMe;
      if (payload?.ok && payload.user) {
        notify.success(profileMessages.profileSaved);
        return {
          ok: true,
          value: { email: payload.user.email, pendingEmail: payload.user.pendingEmail ?? null },
        };
      }
      return failure(payload?.errors ?? [], profileMessages.profileFailed);
    } catch {
      return unreachable(profileMessages.profileFailed);
    }
  };
  return [save, loading];
}

/**
 * A new password, given the current one. Nothing cached holds the password, so there is no
 * cache to update; this session stays signed in.
 */
export function useChangePassword(): [
  (currentPassword: string, newPassword: string) => Promise<Outcome<null>>,
  boolean,
] {
  const [mutate, { loading }] = useMutation(ChangePasswordMutation);
  const change = async (currentPassword: string, newPassword: string): Promise<Outcome<null>> => {
    try {
      const { data } = await mutate({ variables: { input: { currentPassword, newPassword } } });
      if (!data?.changePassword.ok) return failure(data?.changePassword.errors ?? []);
      notify.success(profileMessages.passwordChanged);
      return { ok: true, value: null };
    } catch {
      return unreachable();
    }
  };
  return [change, loading];
}

export type SecurityAnswerChange = {
  currentPassword: string;
  securityQuestion: string;
  securityAnswer: string;
};

/** A new security question and answer, given the current password; nothing cached holds them. */
export function useChangeSecurityAnswer(): [
  (change: SecurityAnswerChange) => Promise<Outcome<null>>,
  boolean,
] {
  const [mutate, { loading }] = useMutation(ChangeSecurityAnswerMutation);
  const change = async (input: SecurityAnswerChange): Promise<Outcome<null>> => {
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data?.changeSecurityAnswer.ok) return failure(data?.changeSecurityAnswer.errors ?? []);
      notify.success(profileMessages.securityAnswerChanged);
      return { ok: true, value: null };
    } catch {
      return unreachable();
    }
  };
  return [change, loading];
}
