import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../notify';
import {
  RecoveryQuestionQuery,
  ResetPasswordMutation,
  VerifySecurityAnswerMutation,
} from './recoveryOperations';

// The calls of Forgot password: each hook owns its payload errors, a network failure, the toast
// and the cache, and tells its step only what to show next to which input.
export const recoveryMessages = {
  unreachable: 'We could not reach the server. Please try again.',
  done: 'Your password has been reset. Please log in with your new password.',
};

type UserError = { field?: string | null; message: string };
export type Question = { id: string; question: string };
/** `fieldErrors` go beside their inputs; `problem` is a failure no input can fix (also toasted). */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; fieldErrors: Record<string, string>; problem?: string };

/** Errors naming an input stay with it; the others are toasted, or given to `fallbackField`. */
function failure(errors: UserError[], fallbackField?: string): Outcome<never> {
  const fieldErrors: Record<string, string> = {};
  let problem: string | undefined;
  for (const { field, message } of errors) {
    const input = field ?? fallbackField;
    if (input) fieldErrors[input] ??= message;
    else problem ??= message;
  }
  if (problem) notify.error(problem);
  return { ok: false, fieldErrors, ...(problem ? { problem } : {}) };
}

function unreachable(): Outcome<never> {
  notify.error(recoveryMessages.unreachable);
  return { ok: false, fieldErrors: {} };
}

/** Step 1: the account's security question, or why there is none (beside the e-mail). */
export function useRecoveryQuestion(): [(email: string) => Promise<Outcome<Question>>, boolean] {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const find = async (email: string): Promise<Outcome<Question>> => {
    setLoading(true);
    try {
      const { data } = await client.query({
        query: RecoveryQuestionQuery,
        variables: { email },
        fetchPolicy: 'network-only',
      });
      const answer = data?.recoveryQuestion;
      if (answer?.ok && answer.securityQuestion) return { ok: true, value: answer.securityQuestion };
      return failure(answer?.errors ?? [], 'email');
    } catch {
      return unreachable();
    } finally {
      setLoading(false);
    }
  };
  return [find, loading];
}

/** Step 2: a right answer opens the reset, which the gateway keeps in an HttpOnly cookie. */
export function useVerifySecurityAnswer(): [
  (email: string, question: Question, answer: string) => Promise<Outcome<null>>,
  boolean,
] {
  const [mutate, { loading }] = useMutation(VerifySecurityAnswerMutation);
  const verify = async (email: string, question: Question, securityAnswer: string) => {
    try {
      const { data } = await mutate({
        variables: { input: { email, securityQuestion: question.id, securityAnswer } },
      });
      if (data?.verifySecurityAnswer.ok) return { ok: true as const, value: null };
      return failure(data?.verifySecurityAnswer.errors ?? []);
    } catch {
      return unreachable();
    }
  };
  return [verify, loading];
}

/**
 * Step 3: the new password. On success every session of the account has ended, so the cache is
 * refetched (as after logout): the viewer comes back as nobody rather than a stale account.
 */
export function useResetPassword(): [
  (newPassword: string, newPasswordConfirmation: string) => Promise<Outcome<null>>,
  boolean,
] {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(ResetPasswordMutation);
  const reset = async (newPassword: string, newPasswordConfirmation: string) => {
    try {
      const { data } = await mutate({ variables: { input: { newPassword, newPasswordConfirmation } } });
      if (!data?.resetPassword.ok) return failure(data?.resetPassword.errors ?? []);
      await client.resetStore();
      notify.success(recoveryMessages.done);
      return { ok: true as const, value: null };
    } catch {
      return unreachable();
    }
  };
  return [reset, loading];
}
