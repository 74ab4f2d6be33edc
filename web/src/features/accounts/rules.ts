import { accountMessages, PASSWORD_MIN_LENGTH } from '@field-boundaries/contract/messages';

// Client-side checks of the account forms, for quick feedback only: the api checks them all
// again. Messages are the spec's, word for word, and the api's too (contract/src/messages.ts).
export const messages = accountMessages;

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(value.trim());
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

const required = (message: string) => (value: string) => (value.trim() ? null : message);

export const detailsRules = {
  fullName: required(messages.fullName),
  email: (value: string) => (isEmail(value) ? null : messages.email),
  farmName: required(messages.farmName),
};

export const passwordRules = {
  password: (value: string) => (value.length >= PASSWORD_MIN_LENGTH ? null : messages.password),
  passwordConfirmation: (value: string, values: { password: string }) =>
    value === values.password ? null : messages.passwordsDiffer,
  securityQuestion: (value: string | null) => (value ? null : messages.security),
  securityAnswer: required(messages.security),
};

/** Forgot password, one set of rules per step (spec 5: email, answer, password, confirmation). */
export const recoveryRules = {
  email: { email: (value: string) => (isEmail(value) ? null : messages.email) },
  answer: { securityAnswer: required(messages.answerRequired) },
  password: {
    newPassword: (value: string) => (value.length >= PASSWORD_MIN_LENGTH ? null : messages.password),
    newPasswordConfirmation: (value: string, values: { newPassword: string }) =>
      value === values.newPassword ? null : messages.passwordsDiffer,
  },
};
