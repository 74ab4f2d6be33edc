import { createHash } from 'node:crypto';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { ApiError, badRequest, forbidden } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import { holderOf } from '../accounts/people';
import { recordAudit } from '../audit/service';
import { lapseExpiredPlan, lockedPlanInForce } from './lapse';
import { accountPlan, dueRenewals, setPlan } from './plan-store';
import { dollars, recordPurchase } from './purchases';
import { renewalOf, setRenewal, stopRenewal } from './renewal-store';
import { paymentMessages, planInForce } from './rules';
import {
  activePackage,
  activePackages,
  type PackageRow,
  packageById,
  purchaseByKey,
  type SavedCard,
  savedCard,
} from './store';

// The subscription as a grower manages it (PATCH subscription/me/ and the billing page): the
// plan, whether it renews, and the card it is charged on. The choices the spec leaves open are
// written in api/README.md ("Changing a subscription").

export const subscriptionMessages = {
  nothingToChange: 'Choose a plan or a card to change.',
  notYours: 'You can only change the subscription of your own account.',
  ownerOnly:
    "Only the account's owner can change its card and plan. Ask them to do it from their own sign-in.",
  unknownCard: 'This card was not verified for this account. Please enter your card details again.',
  setByHand: 'This plan was set up by our team. Please contact us to change it.',
  noPackage: 'Pro is not on sale at the moment. Please try again later.',
};

export type SubscriptionChange = {
  account: number;
  plan?: 'F' | 'B' | undefined;
  payment_method_id?: string | undefined;
};

export type SubscriptionView = {
  plan: 'F' | 'B' | 'N';
  account: number;
  plan_expires_at: string | null;
  renews: boolean;
  package: { id: number; name: string; price: number; months: number } | null;
  card: { brand: string; last4: string; payment_method_id: string } | null;
  provider: 'stripe' | 'test';
  charged: { amount: number; invoice_url: string } | null;
};

/** Renewals are charged this long before the year ends, so a renewing grower never reads as F. */
export const RENEW_AHEAD_MS = 24 * 60 * 60 * 1000;

export class SubscriptionService {
  private readonly now: () => Date;

  constructor(private readonly deps: { db: Db; payments: PaymentProvider; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  /** GET subscription/me/: the plan in force, its end, whether it renews, and the card. */
  async me(viewer: Viewer): Promise<SubscriptionView> {
    const ends = viewer.planExpiresAt === null ? null : new Date(viewer.planExpiresAt);
    if (ends !== null && ends <= this.now()) await lapseExpiredPlan(this.deps.db, viewer.accountId);
    return this.view(viewer.accountId, null);
  }

  /**
   * PATCH subscription/me/. A card (payment_method_id) must be the one verify-card kept for this
   * account last; it becomes the card the plan renews on. plan B from F or N upgrades now,
   * charging that card a package's full price (F costs nothing, so there is nothing to prorate);
   * plan B on a Pro plan that was set to end turns its renewal back on, charging nothing. plan F
   * on Pro is a downgrade at the end of the paid year (the cancel): Pro stays until then, then the
   * lapse makes the account F. plan F from N starts the free trial. Nothing else changes.
   */
  async change(
    viewer: Viewer,
    change: SubscriptionChange,
    idempotencyKey?: string,
  ): Promise<SubscriptionView> {
    if (change.account !== viewer.accountId) throw forbidden(subscriptionMessages.notYours);
    // As the billing portal (service.ts): someone acting for the grower in god mode does not
    // change the grower's card or plan.
    if (viewer.impersonated) throw forbidden(subscriptionMessages.ownerOnly);
    if (change.plan === undefined && change.payment_method_id === undefined)
      throw badRequest(subscriptionMessages.nothingToChange, {
        plan: [subscriptionMessages.nothingToChange],
      });
    if (change.plan !== undefined && viewer.roles.retailer) throw forbidden(paymentMessages.retailer);
    const { db, payments } = this.deps;
    const card = await savedCard(db, viewer.accountId);
    const usable = card?.provider === payments.kind ? card : null;
    if (change.payment_method_id !== undefined && usable?.payment_method_id !== change.payment_method_id)
      throw badRequest(subscriptionMessages.unknownCard, {
        payment_method_id: [subscriptionMessages.unknownCard],
      });
    const holder = { actorUuid: viewer.actorUuid, accountUuid: viewer.userUuid };

    if (change.payment_method_id !== undefined && usable)
      await recordAudit(db, {
        action: 'subscription.changed',
        ...holder,
        detail: { card: `${usable.brand} ${usable.last4}` },
      });
    if (change.plan === undefined) return this.view(viewer.accountId, null);

    if (change.plan === 'B' && viewer.plan !== 'B') {
      if (!usable) throw badRequest(paymentMessages.noCard, { payment_method_id: [paymentMessages.noCard] });
      const charged = await this.upgrade(viewer, usable, idempotencyKey);
      return this.view(viewer.accountId, charged);
    }
    await db.transaction(async (tx) => {
      const current = await lockedPlanInForce(tx, viewer.accountId);
      const renewal = await renewalOf(tx, viewer.accountId);
      if (change.plan === 'F' && current.plan === 'N') {
        await setPlan(tx, viewer.accountId, 'F', null);
        await recordAudit(tx, { action: 'plan.changed', ...holder, detail: { from: 'N', to: 'F' } });
        return;
      }
      if (current.plan !== 'B') return;
      const renews = change.plan === 'B';
      // Pro set up by hand never ends: asking for it again changes nothing; leaving it is ours to do.
      if (current.expiresAt === null) {
        if (renews) return;
        throw forbidden(subscriptionMessages.setByHand);
      }
      if ((renewal?.renews ?? false) === renews) return;
      const offer = renewal ?? { package_id: (await this.proPackage(renewal)).id };
      await setRenewal(tx, viewer.accountId, { package_id: offer.package_id, renews });
      await recordAudit(tx, {
        action: 'subscription.changed',
        ...holder,
        detail: renews
          ? { renews: true, next: current.expiresAt.toISOString() }
          : { renews: false, becomes: 'F', at: current.expiresAt.toISOString() },
      });
    });
    return this.view(viewer.accountId, null);
  }

  /** Upgrade from F or N: the card is charged now, once per key, and Pro starts today. */
  private async upgrade(viewer: Viewer, card: SavedCard, idempotencyKey: string | undefined) {
    const { db, payments } = this.deps;
    const offer = await this.proPackage(await renewalOf(db, viewer.accountId));
    return db.transaction(async (tx) => {
      const current = await lockedPlanInForce(tx, viewer.accountId);
      // One upgrade per card and per plan it starts from: a repeat of the same request charges once.
      const key =
        idempotencyKey ??
        `upgrade:${card.payment_method_id}:${offer.id}:${current.expiresAt?.toISOString() ?? ''}`;
      const earlier = await purchaseByKey(tx, viewer.accountId, key);
      if (earlier) return { amount: dollars(earlier.amount_cents), invoice_url: earlier.invoice_url };
      const charged = await payments.charge({
        customerId: card.customer_id,
        paymentMethodId: card.payment_method_id,
        amountCents: offer.price_cents,
        description: `${offer.name} for account ${viewer.accountId}`,
        idempotencyKey: hashKey(`${viewer.accountId}|${key}|${card.payment_method_id}`),
        metadata: { account_id: String(viewer.accountId), package_id: String(offer.id) },
      });
      if (!charged.ok) throw new ApiError(402, 'card_declined', charged.message);
      const bought = await recordPurchase(tx, this.context(), {
        accountId: viewer.accountId,
        holderUuid: viewer.userUuid,
        actorUuid: viewer.actorUuid,
        current,
        offer,
        key,
        amountCents: offer.price_cents,
        giftCode: null,
        chargeId: charged.chargeId,
        invoiceUrl: charged.invoiceUrl,
      });
      return { amount: bought.amount, invoice_url: bought.invoice_url };
    });
  }

  /**
   * Charges every renewing Pro plan that ends within a day, each once (the key names the year it
   * renews), and extends it by its package's months from the old end. A refused card, or no card,
   * stops the renewal: the year then ends as any other and the account is F. The charge is made
   * outside any transaction, so no lock is held while the provider answers. Answers how many renewed.
   */
  async renewDuePlans(): Promise<number> {
    const { db, payments } = this.deps;
    let renewed = 0;
    for (const due of await dueRenewals(db, new Date(this.now().getTime() + RENEW_AHEAD_MS))) {
      const card = await savedCard(db, due.account_id);
      const offer = await packageById(db, due.package_id);
      const key = `renewal:${due.account_id}:${due.plan_expires_at.toISOString()}`;
      const charged =
        card?.provider === payments.kind && offer
          ? await payments.charge({
              customerId: card.customer_id,
              paymentMethodId: card.payment_method_id,
              amountCents: offer.price_cents,
              description: `${offer.name} renewal for account ${due.account_id}`,
              idempotencyKey: hashKey(`${due.account_id}|${key}|${card.payment_method_id}`),
              metadata: { account_id: String(due.account_id), package_id: String(offer.id) },
            })
          : null;
      await db.transaction(async (tx) => {
        const holderUuid = await holderOf(tx, due.account_id);
        if (!charged?.ok || !offer) {
          if (await stopRenewal(tx, due.account_id))
            await recordAudit(tx, {
              action: 'subscription.changed',
              actorUuid: null,
              accountUuid: holderUuid,
              detail: {
                renews: false,
                reason: charged && !charged.ok ? charged.message : 'no card to charge',
              },
            });
          return;
        }
        const current = await lockedPlanInForce(tx, due.account_id);
        if (await purchaseByKey(tx, due.account_id, key)) return;
        await recordPurchase(tx, this.context(), {
          accountId: due.account_id,
          holderUuid,
          actorUuid: null,
          // Extended from the old end, so an early renewal does not shorten the year.
          current: { plan: 'B', expiresAt: current.plan === 'B' ? due.plan_expires_at : null },
          offer,
          key,
          amountCents: offer.price_cents,
          giftCode: null,
          chargeId: charged.chargeId,
          invoiceUrl: charged.invoiceUrl,
        });
        renewed += 1;
      });
    }
    return renewed;
  }

  /** The package Pro renews with: the account's own while on sale, else the cheapest on sale. */
  private async proPackage(renewal: { package_id: number } | null): Promise<PackageRow> {
    const own = renewal ? await activePackage(this.deps.db, { id: renewal.package_id }) : null;
    const offer = own ?? (await activePackages(this.deps.db))[0];
    if (!offer) throw new ApiError(409, 'conflict', subscriptionMessages.noPackage);
    return offer;
  }

  private context() {
    return { provider: this.deps.payments.kind, now: this.now() };
  }

  private async view(accountId: number, charged: SubscriptionView['charged']): Promise<SubscriptionView> {
    const { db, payments } = this.deps;
    const [stored, renewal, card] = await Promise.all([
      accountPlan(db, accountId),
      renewalOf(db, accountId),
      savedCard(db, accountId),
    ]);
    const plan = { ...stored, plan: planInForce(stored.plan, stored.expiresAt, this.now()) };
    const usable = card?.provider === payments.kind ? card : null;
    const offer = plan.plan === 'B' ? await this.proPackage(renewal).catch(() => null) : null;
    return {
      plan: plan.plan,
      account: accountId,
      plan_expires_at: plan.expiresAt?.toISOString() ?? null,
      renews: plan.plan === 'B' && plan.expiresAt !== null && (renewal?.renews ?? false) && usable !== null,
      package: offer && {
        id: offer.id,
        name: offer.name,
        price: dollars(offer.price_cents),
        months: offer.months,
      },
      card: usable && {
        brand: usable.brand,
        last4: usable.last4,
        payment_method_id: usable.payment_method_id,
      },
      provider: payments.kind,
      charged,
    };
  }
}

const hashKey = (text: string) => createHash('sha256').update(text).digest('hex');
