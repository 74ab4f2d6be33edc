import { paymentMessages, securityCodeProblem } from '@field-boundaries/contract/payment';
import cardValidator from 'card-validator';
import type { Plan } from '../../auth/viewer';

// The plan and card rules of spec 1, 5, 6 and 9 as pure functions: no clock, no database.

/** A gift card code prices any package at 0.99 (spec 4, 9). */
export const GIFT_PRICE_CENTS = 99;

/**
 * Plan B lasts a year from its purchase. When it runs out the account falls back to the free
 * plan F: its farms and fields stay (nothing a grower made is deleted), but it may add no more
 * than F allows, and neighbour sharing stops, until Pro is bought again.
 */
export function planInForce(plan: Plan, expiresAt: Date | null, now: Date): Plan {
  return plan === 'B' && expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'F' : plan;
}

/** Buying again while Pro is running adds the package's months to the end of it, not to today. */
export function proUntil(current: { plan: Plan; expiresAt: Date | null }, months: number, now: Date): Date {
  const running = current.plan === 'B' && current.expiresAt !== null && current.expiresAt > now;
  const start = running && current.expiresAt ? current.expiresAt : now;
  const until = new Date(start);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

export { paymentMessages };

export type CardInput = { number: string; cvc: string; exp_month: string; exp_year: string };

/** Card networks issue cards for at most this many years ahead (card-validator's own window). */
const MAX_YEARS_AHEAD = 19;

/**
 * Whether a card's month and year (MM, and YY or YYYY) are still good at `now`: through the last
 * day of that month. Judged here against `now`, not by card-validator's `expirationDate`, which
 * reads the machine's clock and takes a window of years as its second argument.
 */
function inDate(month: string, year: string, now: Date): boolean {
  if (!cardValidator.expirationMonth(month).isValid || !/^(\d{2}|\d{4})$/.test(year)) return false;
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const card = fullYear * 12 + Number(month) - 1;
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return card >= today && fullYear <= now.getUTCFullYear() + MAX_YEARS_AHEAD;
}

/** Every problem with a card's details, by field, in the spec's words; empty when it may be sent. */
export function cardProblems(card: CardInput, now: Date): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const digits = card.number.replace(/[\s-]/g, '');
  const number = cardValidator.number(digits);
  if (!/^\d+$/.test(digits) || !number.isValid) problems.number = [paymentMessages.number];

  const month = card.exp_month.trim();
  const year = card.exp_year.trim();
  if (!month || !year) problems.exp_month = [paymentMessages.expiry];
  else if (!inDate(month, year, now)) problems.exp_month = [paymentMessages.expired];

  // The form's rule (contract), then the card network's length for this card's code.
  const cvc = card.cvc.trim();
  const cvcProblem = securityCodeProblem(cvc);
  if (cvcProblem) problems.cvc = [cvcProblem];
  else if (!cardValidator.cvv(cvc, number.card?.code.size ?? [3, 4]).isValid)
    problems.cvc = [paymentMessages.cvcInvalid];
  return problems;
}
