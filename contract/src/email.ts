import { accountMessages } from './messages';

// Spec accounts §5, Ag retailer add: 'the email must have a local part, an @, and a domain ending
// of 2 or more letters'. The web checks it as the grower types; the api checks it again.

export const RETAILER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** The message to show beside an address to add a retailer by, or null when it is well formed. */
export const retailerEmailProblem = (email: string): string | null =>
  RETAILER_EMAIL_PATTERN.test(email.trim()) ? null : accountMessages.email;
