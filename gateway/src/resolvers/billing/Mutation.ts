import type { MutationResolvers } from '../../generated/resolvers';
import { attempt } from '../../upstream/client';

// Plans and payments: the api decides everything (prices, card checks, plan changes); the
// gateway passes the caller's session and the purchase's idempotency key along.

/** A purchase without a session is told to log in, in the spec's words (the api's 401). */
const signedOutToo = [401, 402];

export const Mutation: MutationResolvers = {
  async verifyCoupon(_parent, { couponCode }, { upstream }) {
    const answer = attempt(
      await upstream.POST('/subscription/verify-coupon/', { body: { coupon_code: couponCode } }),
    );
    return answer.ok
      ? { ok: true, errors: [], couponCode: answer.data.coupon_code, price: answer.data.price }
      : { ok: false, errors: answer.errors };
  },

  async verifyCard(_parent, { input }, { upstream }) {
    const answer = attempt(
      await upstream.POST('/subscription/verify-card/', {
        body: {
          number: input.number,
          cvc: input.cvc,
          exp_month: input.expMonth,
          exp_year: input.expYear,
          ...(input.cardholderName ? { cardholder_name: input.cardholderName } : {}),
        },
      }),
      signedOutToo,
    );
    return answer.ok
      ? {
          ok: true,
          errors: [],
          brand: answer.data.brand,
          last4: answer.data.last4,
          paymentMethodId: answer.data.payment_method_id,
        }
      : { ok: false, errors: answer.errors };
  },

  async changeSubscription(_parent, { input }, { upstream }) {
    const answer = attempt(
      await upstream.PATCH('/subscription/me/', {
        params: { header: input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {} },
        body: {
          account: Number(input.account),
          // N is not a plan one chooses: the api refuses it with its own message (400).
          ...(input.plan ? { plan: input.plan as 'F' | 'B' } : {}),
          ...(input.paymentMethodId ? { payment_method_id: input.paymentMethodId } : {}),
        },
      }),
      signedOutToo,
    );
    if (!answer.ok) return { ok: false, errors: answer.errors };
    return { ok: true, errors: [], subscription: answer.data, charged: answer.data.charged?.amount ?? null };
  },

  async buyPackage(_parent, { input }, { upstream }) {
    const answer = attempt(
      await upstream.POST('/subscription/buy-package/', {
        params: { header: input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {} },
        body: {
          subscription: Number(input.subscription),
          package: Number(input.package),
          ...(input.couponCode ? { coupon_code: input.couponCode } : {}),
        },
      }),
      signedOutToo,
    );
    if (!answer.ok) return { ok: false, errors: answer.errors };
    const { invoice_url, plan, plan_expires_at, amount } = answer.data;
    return { ok: true, errors: [], invoiceUrl: invoice_url, plan, planExpiresAt: plan_expires_at, amount };
  },

  async checkoutSession(_parent, { packageStripeId }, { upstream }) {
    const answer = attempt(
      await upstream.POST('/subscription/checkout-session/', {
        body: { package_stripe_id: packageStripeId },
      }),
      [401, 502],
    );
    return answer.ok ? { ok: true, errors: [], url: answer.data.url } : { ok: false, errors: answer.errors };
  },

  async billingPortalSession(_parent, _args, { upstream }) {
    const answer = attempt(await upstream.GET('/subscription/billing-portal-session/'), [401, 502]);
    return answer.ok ? { ok: true, errors: [], url: answer.data.url } : { ok: false, errors: answer.errors };
  },
};
