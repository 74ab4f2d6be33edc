import { createHash } from 'node:crypto';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import type { CheckoutPaid } from '../../providers/payments/webhook';
import { holderOf, lockAccount } from '../accounts/people';
import { lapseExpiredPlans, lockedPlanInForce } from './lapse';
import { lockAccountPlan } from './plan-store';
import { dollars, type Purchase, purchaseView, recordPurchase } from './purchases';
import { type CardInput, cardProblems, GIFT_PRICE_CENTS, paymentMessages } from './rules';
import {
  activePackage,
  activePackages,
  giftCodePrice,
  type PackageRow,
  packageById,
  purchaseByKey,
  recordPaymentEvent,
  saveCard,
  savedCard,
  spendGiftCode,
} from './store';

export { openPlan, plansOf, type StoredPlan, startFreeTrial } from './plans';
export { planInForce } from './rules';

export type SubscriptionDeps = {
  db: Db;
  payments: PaymentProvider;
  webOrigin: string;
  /** The accounts module's look-up of a user, for the payer's e-mail. */
  users: { user(uuid: string): Promise<{ email: string }> };
  now?: () => Date;
};

const normaliseCode = (code: string) => code.trim().toUpperCase();

const packageView = (row: PackageRow) => ({
  id: row.id,
  name: row.name,
  plan: row.plan,
  price: dollars(row.price_cents),
  months: row.months,
  package_stripe_id: row.package_stripe_id,
});

/** Plans and payments (spec: Pricing Plans, Payment details, Receipt, subscription calls). */
export class BillingService {
  private readonly now: () => Date;

  constructor(private readonly deps: SubscriptionDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async packages() {
    return (await activePackages(this.deps.db)).map(packageView);
  }

  /** Writes down the end of every Pro year that is over (at start-up and on a timer). */
  lapseExpiredPlans(): Promise<number> {
    return lapseExpiredPlans(this.deps.db);
  }

  /** A gift card code's price for a package; a bad code is refused with a message. */
  async verifyCoupon(code: string) {
    const normalised = normaliseCode(code);
    const price = normalised ? await giftCodePrice(this.deps.db, normalised) : null;
    if (price === null)
      throw badRequest(paymentMessages.giftCode, { coupon_code: [paymentMessages.giftCode] });
    return { coupon_code: normalised, price: dollars(price) };
  }

  /** Checks the card's details, then with its bank; a good card is kept for the purchase. */
  async verifyCard(viewer: Viewer, card: CardInput & { cardholder_name?: string | undefined }) {
    const problems = cardProblems(card, this.now());
    if (Object.keys(problems).length > 0) throw badRequest('Please correct the card details.', problems);
    const { payments, db, users } = this.deps;
    const known = await savedCard(db, viewer.accountId);
    const verified = await payments.verifyCard(
      {
        accountId: viewer.accountId,
        email: (await users.user(viewer.userUuid)).email,
        customerId: known?.provider === payments.kind ? known.customer_id : undefined,
      },
      {
        number: card.number.replace(/[\s-]/g, ''),
        cvc: card.cvc.trim(),
        expMonth: Number(card.exp_month),
        expYear: Number(card.exp_year),
        cardholderName: card.cardholder_name?.trim(),
      },
    );
    if (!verified.ok) {
      const field = verified.code.includes('cvc')
        ? 'cvc'
        : verified.code.includes('exp')
          ? 'exp_month'
          : 'number';
      throw new ApiError(402, 'card_declined', verified.message, { [field]: [verified.message] });
    }
    await saveCard(db, viewer.accountId, {
      provider: payments.kind,
      customer_id: verified.customerId,
      payment_method_id: verified.paymentMethodId,
      brand: verified.brand,
      last4: verified.last4,
    });
    return {
      verified: true as const,
      brand: verified.brand,
      last4: verified.last4,
      payment_method_id: verified.paymentMethodId,
    };
  }

  /**
   * Buys a package with the card verified last. One purchase per idempotency key: a repeated
   * request answers with the first purchase and charges nothing. A refused charge changes no
   * plan and spends no gift code (all of it is one transaction).
   */
  async buyPackage(
    viewer: Viewer,
    request: { subscription: number; package: number; coupon_code?: string | undefined },
    idempotencyKey: string | undefined,
  ): Promise<Purchase> {
    if (viewer.roles.retailer) throw forbidden(paymentMessages.retailer);
    if (request.subscription !== viewer.accountId) throw forbidden(paymentMessages.notYourSubscription);
    const { db, payments } = this.deps;
    const offer = await activePackage(db, { id: request.package });
    if (!offer) throw notFound(paymentMessages.noPackage);
    const card = await savedCard(db, viewer.accountId);
    if (!card || card.provider !== payments.kind) throw badRequest(paymentMessages.noCard);
    const giftCode = request.coupon_code ? normaliseCode(request.coupon_code) : null;
    // Without a key of the client's, one verified card buys one package once.
    const key = idempotencyKey ?? `card:${card.payment_method_id}:${offer.id}:${giftCode ?? ''}`;

    return db.transaction(async (tx) => {
      const current = await lockedPlanInForce(tx, viewer.accountId);
      const earlier = await purchaseByKey(tx, viewer.accountId, key);
      if (earlier) return purchaseView(earlier);
      const amountCents = giftCode ? await this.giftPrice(tx, giftCode) : offer.price_cents;
      const charged = await payments.charge({
        customerId: card.customer_id,
        paymentMethodId: card.payment_method_id,
        amountCents,
        description: `${offer.name} for account ${viewer.accountId}`,
        // A different card after a refusal is a new charge; the same card and key never are.
        idempotencyKey: createHash('sha256')
          .update(`${viewer.accountId}|${key}|${card.payment_method_id}`)
          .digest('hex'),
        metadata: { account_id: String(viewer.accountId), package_id: String(offer.id) },
      });
      if (!charged.ok) throw new ApiError(402, 'card_declined', charged.message);
      return recordPurchase(tx, this.purchaseContext(), {
        accountId: viewer.accountId,
        holderUuid: viewer.userUuid,
        actorUuid: viewer.actorUuid,
        current,
        offer,
        key,
        amountCents,
        giftCode,
        chargeId: charged.chargeId,
        invoiceUrl: charged.invoiceUrl,
      });
    });
  }

  /**
   * A hosted checkout the provider says is paid (its signed webhook): the plan is set as
   * buy-package sets it, once per event and once per checkout session, whatever the provider
   * resends. Returns whether this event changed the plan.
   */
  async completeCheckout(paid: CheckoutPaid): Promise<{ planChanged: boolean }> {
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      if (!(await lockAccount(tx, paid.accountId)))
        throw notFound(`Checkout session ${paid.sessionId} names no account of ours.`);
      const current = await lockAccountPlan(tx, paid.accountId);
      const fresh = await recordPaymentEvent(tx, {
        id: paid.eventId,
        type: paid.eventType,
        accountId: paid.accountId,
      });
      const key = `checkout:${paid.sessionId}`;
      // `completed` and a later `async_payment_succeeded` are two events for one payment.
      if (!fresh || (await purchaseByKey(tx, paid.accountId, key))) return { planChanged: false };
      // The package was on sale when checkout opened; a price may be retired before it is paid.
      const offer = await packageById(tx, paid.packageId);
      if (!offer) throw notFound(paymentMessages.noPackage);
      await recordPurchase(tx, this.purchaseContext(), {
        accountId: paid.accountId,
        holderUuid: await holderOf(tx, paid.accountId),
        actorUuid: null,
        current,
        offer,
        key,
        amountCents: paid.amountCents ?? offer.price_cents,
        giftCode: null,
        chargeId: paid.paymentId,
        invoiceUrl: `${this.deps.webOrigin}/receipt?invoice=${encodeURIComponent(paid.paymentId)}`,
      });
      return { planChanged: true };
    });
  }

  /** What recording a purchase needs of this service: the payment provider and the time. */
  private purchaseContext() {
    return { provider: this.deps.payments.kind, now: this.now() };
  }

  private async giftPrice(tx: Queryable, code: string): Promise<number> {
    const price = await giftCodePrice(tx, code);
    if (price === null || !(await spendGiftCode(tx, code)))
      throw badRequest(paymentMessages.giftCode, { coupon_code: [paymentMessages.giftCode] });
    return Math.min(price, GIFT_PRICE_CENTS);
  }

  /** The provider's hosted checkout for the package sold under this Stripe price. */
  async checkoutSession(viewer: Viewer, packageStripeId: string) {
    if (viewer.roles.retailer) throw forbidden(paymentMessages.retailer);
    const offer = await activePackage(this.deps.db, { stripeId: packageStripeId });
    if (!offer) throw notFound(paymentMessages.noPackage);
    const card = await savedCard(this.deps.db, viewer.accountId);
    const origin = this.deps.webOrigin;
    return this.deps.payments
      .checkoutSession({
        packageId: offer.id,
        packageStripeId: offer.package_stripe_id,
        payer: {
          accountId: viewer.accountId,
          email: (await this.deps.users.user(viewer.userUuid)).email,
          customerId: card?.provider === this.deps.payments.kind ? card.customer_id : undefined,
        },
        successUrl: `${origin}/receipt`,
        cancelUrl: `${origin}/pricing-plans`,
      })
      .catch(providerFailure);
  }

  /**
   * The provider's page where the account's cards and receipts are managed. The owner's alone:
   * in god mode a retailer or staff member acts for the grower in the product, but the portal
   * would hand them the grower's cards and the power to end the plan, with no record of who did
   * it (the provider knows only the customer). A grower does not expect that of an agronomist.
   */
  async billingPortalSession(viewer: Viewer) {
    if (viewer.impersonated) throw forbidden(paymentMessages.portalOwnerOnly);
    const card = await savedCard(this.deps.db, viewer.accountId);
    if (!card || card.provider !== this.deps.payments.kind) throw notFound(paymentMessages.nothingToManage);
    return this.deps.payments
      .billingPortalSession(card.customer_id, `${this.deps.webOrigin}/dashboard`)
      .catch(providerFailure);
  }
}

/** A provider that cannot be reached is a 502 with the spec's message, not a 500. */
function providerFailure(error: unknown): never {
  const failure = new ApiError(502, 'payment_provider_unavailable', paymentMessages.providerDown);
  failure.cause = error;
  throw failure;
}
