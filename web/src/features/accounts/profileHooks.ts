import { UpdateMeMutation } from '../../graphql/session';
import { type UserError, useResultMutation } from '../../graphql/useResultMutation';
import { ChangePasswordMutation, ChangeSecurityAnswerMutation } from './profileOperations';
import { profileMessages } from './profileRules';

// The profile's calls: each hook owns its payload errors, a network failure, the toast and the
// cache, and tells its form only which input gets which message.

/** `fieldErrors` go beside their inputs; anything else has been toasted already. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> };

/** Errors naming an input stay with it. */
function fieldErrorsOf(errors: readonly UserError[] = []): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of errors) if (field) fieldErrors[field] ??= message;
  return fieldErrors;
}

/** The first error naming no input is toasted; the others wait beside their inputs. */
const problemOf = ({ errors }: { errors: readonly UserError[] }) =>
  errors.find((error) => !error.field)?.message ?? null;

export type ProfileChange = { fullName: string; email: string };
/** A new e-mail waits for its mailed link; `pendingEmail` says which, and `email` is unchanged. */
export type SavedProfile = { email: string; pendingEmail: string | null };

/** Edit profile: the spec's toasts; the saved user lands in the cache through its fragment. */
export function useUpdateProfile(): [(change: ProfileChange) => Promise<Outcome<SavedProfile>>, boolean] {
  const [run, loading] = useResultMutation(UpdateMeMutation, {
    success: profileMessages.profileSaved,
    failure: profileMessages.profileFailed,
    refused: () => profileMessages.profileFailed,
  });
  const save = async (input: ProfileChange): Promise<Outcome<SavedProfile>> => {
    const outcome = await run({ input });
    const user = outcome.payload?.user;
    if (outcome.ok && user)
      return { ok: true, value: { email: user.email, pendingEmail: user.pendingEmail ?? null } };
    return { ok: false, fieldErrors: fieldErrorsOf(outcome.payload?.errors) };
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
  const [run, loading] = useResultMutation(ChangePasswordMutation, {
    success: profileMessages.passwordChanged,
    failure: profileMessages.unreachable,
    refused: problemOf,
  });
  const change = async (currentPassword: string, newPassword: string): Promise<Outcome<null>> => {
    const outcome = await run({ input: { currentPassword, newPassword } });
    return outcome.ok
      ? { ok: true, value: null }
      : { ok: false, fieldErrors: fieldErrorsOf(outcome.payload?.errors) };
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
  const [run, loading] = useResultMutation(ChangeSecurityAnswerMutation, {
    success: profileMessages.securityAnswerChanged,
    failure: profileMessages.unreachable,
    refused: problemOf,
  });
  const change = async (input: SecurityAnswerChange): Promise<Outcome<null>> => {
    const outcome = await run({ input });
    return outcome.ok
      ? { ok: true, value: null }
      : { ok: false, fieldErrors: fieldErrorsOf(outcome.payload?.errors) };
  };
  return [change, loading];
}
