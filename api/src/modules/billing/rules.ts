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

export const paymentMessages = {
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
};

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

  const cvc = card.cvc.trim();
  if (!cvc) problems.cvc = [paymentMessages.cvc];
  else if (!/^\d{3,4}$/.test(cvc) || !cardValidator.cvv(cvc, number.card?.code.size ?? [3, 4]).isValid)
    problems.cvc = [paymentMessages.cvcInvalid];
  return problems;
}
