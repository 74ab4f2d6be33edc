import { PASSWORD_MIN_LENGTH } from '@field-boundaries/contract/messages';
import { messages } from './rules';

// The profile's secret changes check what registration checks (spec 5), with the same words;
// the api checks them all again, and whether the current password is right.
export const profileMessages = {
  currentPassword: 'Please enter your current password.',
  passwordChanged: 'Your password has been changed. Use the new one the next time you log in.',
  securityAnswerChanged: 'Your security question and answer have been changed.',
  unreachable: 'We could not reach the server. Please try again.',
  profileSaved: 'Profile successfully updated',
  profileFailed: 'There was an error updating your profile!',
  emailOwnerOnly: "In god mode the e-mail stays as it is: only the account's owner can change it.",
} as const;

const currentPassword = (value: string) => (value ? null : profileMessages.currentPassword);

export const changePasswordRules = {
  currentPassword,
  newPassword: (value: string) => (value.length >= PASSWORD_MIN_LENGTH ? null : messages.password),
  newPasswordConfirmation: (value: string, values: { newPassword: string }) =>
    value === values.newPassword ? null : messages.passwordsDiffer,
};

export const changeSecurityAnswerRules = {
  currentPassword,
  securityQuestion: (value: string | null) => (value ? null : messages.security),
  securityAnswer: (value: string) => (value.trim() ? null : messages.security),
};
