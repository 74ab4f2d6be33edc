import { accountMessages, PASSWORD_MIN_LENGTH } from '@field-boundaries/contract/messages';
import { z } from 'zod';
import { coercedInt4, plainName } from '../../input';

// Request and response shapes of the account calls. Messages are the spec's, word for word, and
// the web's too (contract/src/messages.ts).
export const messages = accountMessages;

const requiredText = (message: string, max = 150) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const requiredName = (message: string, label: string) => plainName(requiredText(message), label);

export const emailInput = z
  .string({ error: messages.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.email }));

export const registration = z
  .object({
    full_name: requiredName(messages.fullName, 'Full name'),
    farm_name: requiredName(messages.farmName, 'Farm name'),
    email: emailInput,
    password: z
      .string({ error: messages.password })
      .min(PASSWORD_MIN_LENGTH, messages.password)
      .max(128, 'Must be at most 128 characters'),
    password_confirmation: z.string({ error: messages.passwordsDiffer }),
    security_question: coercedInt4(messages.security).positive(messages.security),
    security_answer: requiredText(messages.security, 200),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: messages.passwordsDiffer,
    path: ['password_confirmation'],
  });
export type Registration = z.infer<typeof registration>;

export const credentials = z.object({
  email: z.string({ error: messages.invalidLogin }).trim().toLowerCase().min(1, messages.invalidLogin),
  password: z.string({ error: messages.invalidLogin }).min(1, messages.invalidLogin),
});

export const refreshBody = z.object({ refresh: z.string({ error: 'A refresh token is required' }).min(1) });

export const profilePatch = z
  .object({
    full_name: requiredName(messages.fullName, 'Full name').optional(),
    email: emailInput.optional(),
    legal_notice: z.literal(true, { error: 'legal_notice can only be acknowledged (true)' }).optional(),
  })
  .strict();
export type ProfilePatch = z.infer<typeof profilePatch>;

const newPassword = z
  .string({ error: messages.password })
  .min(PASSWORD_MIN_LENGTH, messages.password)
  .max(128, 'Must be at most 128 characters');

export const passwordChange = z.object({
  current_password: z.string({ error: messages.wrongPassword }).min(1, messages.wrongPassword),
  new_password: newPassword,
});
export type PasswordChange = z.infer<typeof passwordChange>;

export const securityAnswerChange = z.object({
  current_password: z.string({ error: messages.wrongPassword }).min(1, messages.wrongPassword),
  security_question: coercedInt4(messages.security).positive(messages.security),
  security_answer: requiredText(messages.security, 200),
});
export type SecurityAnswerChange = z.infer<typeof securityAnswerChange>;

export const emailConfirmation = z.object({ token: z.string().min(1).max(200) });

export const tutorialFlags = z.object({
  farms: z.boolean(),
  herbicides: z.boolean(),
  traits: z.boolean(),
  tank_mix: z.boolean(),
});

export const user = z
  .object({
    uuid: z.uuid(),
    full_name: z.string(),
    email: z.string(),
    farm_name: z.string(),
    is_active: z.boolean(),
    is_ag_retailer: z.boolean(),
    is_developer: z.boolean(),
    is_staff: z.boolean(),
    legal_notice: z.boolean(),
    subscription_plan: z.enum(['F', 'B', 'N']),
    account: z.number().int(),
    pending_email: z
      .string()
      .nullable()
      .describe(
        'a new e-mail waiting to be confirmed from the link mailed to it; `email` is unchanged until then',
      ),
    tutorial: tutorialFlags,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export const loginResult = tokenPair.extend({
  tutorial: tutorialFlags,
  // Whether the session was opened by the iOS app; the web and partner clients are not.
  ios: z.boolean(),
});
export const activatedUser = user.extend({ token: tokenPair }).meta({ id: 'ActivatedUser' });

export const securityQuestion = z
  .object({ id: z.number().int(), question: z.string() })
  .meta({ id: 'SecurityQuestion' });
export const emailVerification = z.object({
  email: z.string(),
  security_question: securityQuestion,
  is_active: z
    .boolean()
    .describe(
      'false until the account is activated: recovery cannot finish before, so the form says so at once and offers a new activation mail',
    ),
});
