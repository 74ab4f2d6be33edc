import { MONTH_NAMES } from '@field-boundaries/contract/calendar';
import { paymentMessages, securityCodeProblem } from '@field-boundaries/contract/payment';
import cardValidator from 'card-validator';

// The payment form's rules (spec 5) as pure functions: card type from the prefix, the number's
// mask, the month and year lists, and every message shown under 'Please correct the following
// issues' (the words and the security code's rule are contract/'s payment.ts). The api checks
// the same again.

export { paymentMessages };

export type CardBrand = 'amex' | 'visa' | 'mastercard' | 'discover' | 'troy' | null;

/** The card type the spec guesses from the prefix: 34/37 Amex, 4 Visa, 51–55 Mastercard, 6011 Discover, 9792 Troy. */
export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/\D/g, '');
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (/^6011/.test(digits)) return 'discover';
  if (/^9792/.test(digits)) return 'troy';
  return null;
}

export const brandNames: Record<Exclude<CardBrand, null>, string> = {
  amex: 'American Express',
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  troy: 'Troy',
};

/** 4-6-5 for American Express, 4-4-4-4 otherwise (an imask pattern). */
export const cardMask = (brand: CardBrand) =>
  brand === 'amex' ? '0000 000000 00000' : '0000 0000 0000 0000';

/** The 12 years the spec lists, starting this year. */
export function expiryYears(now: Date): string[] {
  return Array.from({ length: 12 }, (_, index) => String(now.getFullYear() + index));
}

/** The months, with those already past disabled when this year is chosen. */
export function expiryMonths(now: Date, year: string | null) {
  const thisYear = year === String(now.getFullYear());
  return MONTH_NAMES.map((name, index) => {
    const value = String(index + 1).padStart(2, '0');
    // The input shows MM, as the card prints it; the name helps in the open list.
    return { value, label: value, name, disabled: thisYear && index < now.getMonth() };
  });
}

export type PaymentDetails = {
  cardholderName: string;
  number: string;
  expMonth: string | null;
  expYear: string | null;
  cvc: string;
};

/** Every problem with the form, in the spec's words, in the order of the inputs. */
export function paymentProblems(details: PaymentDetails): string[] {
  const problems: string[] = [];
  if (!details.cardholderName.trim()) problems.push(paymentMessages.cardholder);
  if (!cardValidator.number(details.number.replace(/\D/g, '')).isValid) problems.push(paymentMessages.number);
  if (!details.expMonth || !details.expYear) problems.push(paymentMessages.expiry);
  const cvc = securityCodeProblem(details.cvc);
  if (cvc) problems.push(cvc);
  return problems;
}

/** '$25.00' */
export const priceLabel = (dollars: number) => `$${dollars.toFixed(2)}`;
