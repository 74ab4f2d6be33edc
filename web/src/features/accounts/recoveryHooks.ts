import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { type UserError, useResultMutation } from '../../graphql/useResultMutation';
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

/** Errors naming an input stay with it; the others were toasted (`problem`). */
const refusal = (errors: readonly UserError[] = []): Outcome<never> => {
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of errors) if (field) fieldErrors[field] ??= message;
  const problem = errors.find((error) => !error.field)?.message;
  return { ok: false, fieldErrors, ...(problem ? { problem } : {}) };
};
const problemOf = ({ errors }: { errors: readonly UserError[] }) =>
  errors.find((error) => !error.field)?.message ?? null;

/** Step 2: a right answer opens the reset, which the gateway keeps in an HttpOnly cookie. */
export function useVerifySecurityAnswer(): [
  (email: string, question: Question, answer: string) => Promise<Outcome<null>>,
  boolean,
] {
  const [run, loading] = useResultMutation(VerifySecurityAnswerMutation, {
    failure: recoveryMessages.unreachable,
    refused: problemOf,
  });
  const verify = async (email: string, question: Question, securityAnswer: string) => {
    const outcome = await run({ input: { email, securityQuestion: question.id, securityAnswer } });
    return outcome.ok ? { ok: true as const, value: null } : refusal(outcome.payload?.errors);
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
  const [run, loading] = useResultMutation(ResetPasswordMutation, {
    done: async () => {
      await client.resetStore();
    },
    success: recoveryMessages.done,
    failure: recoveryMessages.unreachable,
    refused: problemOf,
  });
  const reset = async (newPassword: string, newPasswordConfirmation: string) => {
    const outcome = await run({ input: { newPassword, newPasswordConfirmation } });
    return outcome.ok ? { ok: true as const, value: null } : refusal(outcome.payload?.errors);
  };
  return [reset, loading];
}
