import type { AccountPlanFieldsFragment } from '../../graphql/generated/graphql';
import { brandNames, priceLabel } from './cardRules';

// What the billing page says and offers for a subscription, as data so the rules have a test of
// their own. The api decides; this only words it.

export type Subscription = Pick<
  AccountPlanFieldsFragment,
  'plan' | 'expiresAt' | 'renews' | 'package' | 'card' | 'provider'
>;

export type BillingView = {
  planName: string;
  /** What the plan costs, e.g. 'PRO annual: $25.00 a year'. */
  price: string;
  /** When it renews or ends, and what happens then. */
  status: string;
  /** Pro renewing: Cancel subscription (a downgrade at the end of the paid year). */
  cancel: boolean;
  /** Pro set to end: turn renewal back on. */
  resume: boolean;
  /** Free trial or no plan: Upgrade to Pro now. */
  upgrade: boolean;
  /** Change plan is ours to do (retailers, Pro set up by hand). */
  contactUs: boolean;
};

export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export const cardName = (card: { brand: string; last4: string }) =>
  `${brandNames[card.brand as keyof typeof brandNames] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)} ending ${card.last4}`;

export function billingViewOf(subscription: Subscription, viewer: { isAgRetailer: boolean }): BillingView {
  const { plan, expiresAt, renews, card } = subscription;
  const offer = subscription.package;
  const proPrice = offer ? `${offer.name}: ${priceLabel(offer.price)} a year` : 'PRO';
  const none = { cancel: false, resume: false, upgrade: false, contactUs: false };
  if (viewer.isAgRetailer)
    return {
      ...none,
      planName: 'Pro / Ag Retailer',
      price: 'Set up by our team',
      status: 'Ag Retailer accounts are not changed through the app. Contact us for more acres.',
      contactUs: true,
    };
  if (plan === 'B' && !expiresAt)
    return {
      ...none,
      planName: 'PRO',
      price: 'Set up by our team',
      status: 'This plan does not run out. Contact us to change it.',
      contactUs: true,
    };
  if (plan === 'B' && expiresAt && renews && card)
    return {
      ...none,
      planName: 'PRO',
      price: proPrice,
      status: `Renews on ${longDate(expiresAt)}: ${offer ? priceLabel(offer.price) : 'the yearly price'} will be charged to your ${cardName(card)}.`,
      cancel: true,
    };
  if (plan === 'B' && expiresAt)
    return {
      ...none,
      planName: 'PRO',
      price: proPrice,
      status: `Ends on ${longDate(expiresAt)}. Your account then moves to the Free trial (1 farm, 1 field); nothing you made is deleted.`,
      resume: true,
    };
  return {
    ...none,
    planName: plan === 'F' ? 'Free trial' : 'No plan yet',
    price: '$0',
    status: 'Free trial: 1 user, 1 farm, 1 field. Upgrade to Pro for more farms and unlimited fields.',
    upgrade: true,
  };
}
