import { PASSWORD_MIN_LENGTH } from '@field-boundaries/contract/messages';
import { z } from 'zod';
import { coercedInt4 } from '../../input';
import { emailInput, messages } from './schemas';

// Request and response shapes of password recovery (spec 2.3 Forgot password, 7, 8). The spec
// names the step-2 body (email, security_question, security_answer) and `new_password`; the
// confirmation's name is ours, after registration's `password_confirmation`.
export const WRONG_ANSWERS_PER_ACCOUNT = 5;
export const WRONG_ANSWER_WINDOW_MINUTES = 15;

export const recoveryMessages = {
  answerRequired: messages.answerRequired,
  wrongAnswer: 'That answer does not match the one on this account. Please try again.',
  tooManyWrongAnswers: `Too many wrong answers for this account. Please wait ${WRONG_ANSWER_WINDOW_MINUTES} minutes and try again.`,
  resetExpired: 'Your password reset has expired or was already used. Please start again.',
  noAccount: messages.noAccount,
  inactive: messages.inactive,
} as const;

export const answerVerification = z.object({
  email: emailInput,
  security_question: coercedInt4(messages.security).positive(messages.security),
  security_answer: z
    .string({ error: recoveryMessages.answerRequired })
    .trim()
    .min(1, recoveryMessages.answerRequired)
    .max(200, 'Must be at most 200 characters'),
});
export type AnswerVerification = z.infer<typeof answerVerification>;

export const resetAccess = z
  .object({
    access: z.string().meta({
      description:
        'A reset token (15 minutes, single use): only POST auth/security/reset_password/ accepts it.',
    }),
  })
  .meta({ id: 'ResetAccess' });

export const passwordReset = z
  .object({
    new_password: z
      .string({ error: messages.password })
      .min(PASSWORD_MIN_LENGTH, messages.password)
      .max(128, 'Must be at most 128 characters'),
    new_password_confirmation: z.string({ error: messages.passwordsDiffer }),
  })
  .refine((input) => input.new_password === input.new_password_confirmation, {
    message: messages.passwordsDiffer,
    path: ['new_password_confirmation'],
  });
