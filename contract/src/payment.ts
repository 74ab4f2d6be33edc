// The payment form's messages and its one security-code rule (spec accounts §5, Payment), shown by
// the web as the grower types and given again by the api, which checks everything once more.

export const paymentMessages = {
  cardholder: 'Cardholder name is a required field.',
  number: 'The card number you entered appears to be invalid. Please enter a valid 16-digit card number',
  expiry: 'Month and Year are required fields.',
  cvc: 'Security code is a required field.',
  cvcInvalid: "Your card's security code is invalid.",
  expired: 'Your card has expired.',
  loggedOut: 'To purchase a plan, you must be logged in! Please login or register to continue.',
  giftCode: 'This gift card code is not valid.',
  noPackage: 'There is no such package.',
  noCard: 'Please enter your card details again: they were not verified for this purchase.',
  notYourSubscription: 'You can only buy a plan for your own account.',
  retailer: 'Ag Retailer accounts cannot upgrade through the app. Please contact us.',
  providerDown: 'Something went wrong. Please try again later.',
  nothingToManage: 'This account has no payments to manage yet.',
  portalOwnerOnly:
    "Only the account's owner can manage its cards and plan in the billing portal. Ask them to open it from their own sign-in.",
  /** The heading over the form's problems. */
  heading: 'Please correct the following issues',
} as const;

/** Spec §5: the security code is 'up to 4 digits'. */
export const SECURITY_CODE_MAX_DIGITS = 4;

/**
 * The security code as the spec has it: required ('Security code is a required field.'), and
 * digits only, up to 4. Null when it may be sent. The api asks the card's network too (a Visa's
 * code has 3 digits, an American Express's 4), which needs the card number the web also has, but
 * that is the network's rule of each card, not a second rule of the form.
 */
export function securityCodeProblem(cvc: string): string | null {
  const code = cvc.trim();
  if (!code) return paymentMessages.cvc;
  return /^\d+$/.test(code) && code.length <= SECURITY_CODE_MAX_DIGITS ? null : paymentMessages.cvcInvalid;
}
