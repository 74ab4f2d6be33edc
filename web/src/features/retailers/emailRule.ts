import { accountMessages } from '@field-boundaries/contract/messages';

// Spec 5, Ag retailer add: the rule is contract/'s (email.ts), which the api checks again.
export { retailerEmailProblem as checkInviteEmail } from '@field-boundaries/contract/email';

export const emailMessage = accountMessages.email;
