// Spec 5, Ag retailer add: a local part, an @, and a domain ending of 2 or more letters.
const pattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const emailMessage = 'Please enter a valid E-mail address';

/** The message to show beside the address, or null when it is well formed. */
export const checkInviteEmail = (email: string): string | null =>
  pattern.test(email.trim()) ? null : emailMessage;
