import cardValidator from 'card-validator';

// Stripe's test-mode cards (docs.stripe.com/testing) and what each does, so the default
// provider answers as Stripe in test mode would. Messages are Stripe's own.
export type TestCardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'declined'; code: string; message: string; when: 'verify' | 'charge' };

const declined = 'Your card was declined.';

const outcomes: Record<string, TestCardOutcome> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000056655665556': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '2223003122003222': { kind: 'succeeds' },
  '5200828282828210': { kind: 'succeeds' },
  '378282246310005': { kind: 'succeeds' },
  '371449635398431': { kind: 'succeeds' },
  '6011111111111117': { kind: 'succeeds' },
  '4000000000000002': { kind: 'declined', code: 'card_declined', message: declined, when: 'verify' },
  '4000000000009995': {
    kind: 'declined',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    when: 'verify',
  },
  '4000000000009987': { kind: 'declined', code: 'lost_card', message: declined, when: 'verify' },
  '4000000000000069': {
    kind: 'declined',
    code: 'expired_card',
    message: 'Your card has expired.',
    when: 'verify',
  },
  '4000000000000127': {
    kind: 'declined',
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    when: 'verify',
  },
  // Attaches to the customer, then every charge on it is declined.
  '4000000000000341': { kind: 'declined', code: 'card_declined', message: declined, when: 'charge' },
};

/** What Stripe's test mode does with this card number (digits only). */
export function testCardOutcome(digits: string): TestCardOutcome | { kind: 'invalid'; message: string } {
  if (!cardValidator.number(digits).isValid)
    return { kind: 'invalid', message: 'Your card number is incorrect.' };
  return (
    outcomes[digits] ?? {
      kind: 'declined',
      code: 'card_declined',
      // Stripe's answer to a real card number sent with a test key.
      message:
        'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      when: 'verify',
    }
  );
}

/** The last four digits whose charges Stripe's test mode declines after a good verification. */
export const declinedOnChargeLast4 = '0341';
