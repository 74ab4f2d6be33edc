import { createHash } from 'node:crypto';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import { recordAudit } from '../audit/service';
import { type CardInput, cardProblems, GIFT_PRICE_CENTS, paymentMessages, proUntil } from './rules';
import {
  activePackage,
  activePackages,
  giftCodePrice,
  insertPurchase,
  lapseProPlan,
  lockAccountPlan,
  type PackageRow,
  purchaseByKey,
  saveCard,
  savedCard,
  setPlan,
  spendGiftCode,
} from './store';

export type SubscriptionDeps = {
  db: Db;
  payments: PaymentProvider;
  webOrigin: string;
  /** The accounts module's look-up of a user, for the payer's e-mail. */
  users: { user(uuid: string): Promise<{ email: string }> };
  now?: () => Date;
};

export type Purchase = { invoice_url: string; plan: 'B'; plan_expires_at: string; amount: number };

const dollars = (cents: number) => cents / 100;
const normaliseCode = (code: string) => code.trim().toUpperCase();

const packageView = (row: PackageRow) => ({
  id: row.id,
  name: row.name,
  plan: row.plan,
  price: dollars(row.price_cents),
  months: row.months,
  package_stripe_id: row.package_stripe_id,
});

/**
 * Ends a Pro plan whose year is over, and records it. Called where the viewer is resolved, so
 * every rule that reads the viewer's plan already sees F. Returns true when it ended one.
 */
export async function lapseExpiredPlan(db: Db, accountId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lapseProPlan(tx, accountId))) return false;
    const [account] = await tx.query<{ uuid: string }>(
      'SELECT uuid FROM users WHERE account_id = $1 ORDER BY created_at LIMIT 1',
      [accountId],
    );
    await recordAudit(tx, {
      action: 'plan.changed',
      actorUuid: null,
      accountUuid: account?.uuid ?? null,
      detail: { from: 'B', to: 'F', reason: 'expired' },
    });
    return true;
  });
}

/** Plans and payments (spec: Pricing Plans, Payment details, Receipt, subscription calls). */
export class SubscriptionService {
  private readonly now: () => Date;

  constructor(private readonly deps: SubscriptionDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async packages() {
    return (await activePackages(this.deps.db)).map(packageView);
  }

  me(viewer: Viewer) {
    return { plan: viewer.plan, account: viewer.accountId, plan_expires_at: viewer.planExpiresAt };
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
    return { verified: true as const, brand: verified.brand, last4: verified.last4 };
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
      const current = await lockAccountPlan(tx, viewer.accountId);
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
      const planExpiresAt = proUntil(current, offer.months, this.now());
      await setPlan(tx, viewer.accountId, offer.plan, planExpiresAt);
      await insertPurchase(tx, {
        accountId: viewer.accountId,
        packageId: offer.id,
        key,
        amountCents,
        giftCode,
        provider: payments.kind,
        chargeId: charged.chargeId,
        invoiceUrl: charged.invoiceUrl,
        planExpiresAt,
        createdBy: viewer.actorUuid,
      });
      await recordAudit(tx, {
        action: 'plan.changed',
        actorUuid: viewer.actorUuid,
        accountUuid: viewer.userUuid,
        detail: {
          from: current.plan,
          to: offer.plan,
          until: planExpiresAt.toISOString(),
          package: offer.id,
          amount: dollars(amountCents),
          ...(giftCode ? { gift_code: giftCode } : {}),
        },
      });
      return purchaseView({
        invoice_url: charged.invoiceUrl,
        plan_expires_at: planExpiresAt,
        amount_cents: amountCents,
      });
    });
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

  /** The provider's page where the account's cards and receipts are managed. */
  async billingPortalSession(viewer: Viewer) {
    const card = await savedCard(this.deps.db, viewer.accountId);
    if (!card || card.provider !== this.deps.payments.kind) throw notFound(paymentMessages.nothingToManage);
    return this.deps.payments
      .billingPortalSession(card.customer_id, `${this.deps.webOrigin}/dashboard`)
      .catch(providerFailure);
  }
}

function purchaseView(row: {
  invoice_url: string;
  plan_expires_at: Date | string;
  amount_cents: number;
}): Purchase {
  return {
    invoice_url: row.invoice_url,
    plan: 'B',
    plan_expires_at: new Date(row.plan_expires_at).toISOString(),
    amount: dollars(row.amount_cents),
  };
}

/** A provider that cannot be reached is a 502 with the spec's message, not a 500. */
function providerFailure(error: unknown): never {
  const failure = new ApiError(502, 'payment_provider_unavailable', paymentMessages.providerDown);
  failure.cause = error;
  throw failure;
}
