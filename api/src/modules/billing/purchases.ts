import type { Queryable } from '../../db/db';
import { recordAudit } from '../audit/service';
import { type AccountPlan, setPlan } from './plan-store';
import { setRenewal } from './renewal-store';
import { proUntil } from './rules';
import { insertPurchase, type PackageRow } from './store';

// A paid package becoming a plan, whoever paid (a card bought in the app, or the provider's
// hosted checkout, an upgrade, a renewal): the plan and its end, its renewal, the purchase, its
// audit entry, and the receipt.

export type Purchase = { invoice_url: string; plan: 'B'; plan_expires_at: string; amount: number };

export const dollars = (cents: number) => cents / 100;

/**
 * The one way a paid package becomes a plan: the plan and its end, the purchase under its
 * idempotency key, and the audit entry, in the caller's transaction (so all land or none).
 */
export async function recordPurchase(
  tx: Queryable,
  context: { provider: string; now: Date },
  purchase: {
    accountId: number;
    /** The account's user, whose audit trail shows the change. */
    holderUuid: string | null;
    /** Who bought: the viewer (or god-mode actor); null when the provider's webhook did. */
    actorUuid: string | null;
    current: AccountPlan;
    offer: PackageRow;
    key: string;
    amountCents: number;
    giftCode: string | null;
    chargeId: string;
    invoiceUrl: string;
  },
): Promise<Purchase> {
  const { accountId, offer, current, amountCents, giftCode } = purchase;
  const planExpiresAt = proUntil(current, offer.months, context.now);
  await setPlan(tx, accountId, offer.plan, planExpiresAt);
  // A paid year renews with this package at its end until the grower downgrades (subscription.ts).
  await setRenewal(tx, accountId, { package_id: offer.id, renews: true });
  await insertPurchase(tx, {
    accountId,
    packageId: offer.id,
    key: purchase.key,
    amountCents,
    giftCode,
    provider: context.provider,
    chargeId: purchase.chargeId,
    invoiceUrl: purchase.invoiceUrl,
    planExpiresAt,
    createdBy: purchase.actorUuid,
  });
  await recordAudit(tx, {
    action: 'plan.changed',
    actorUuid: purchase.actorUuid,
    accountUuid: purchase.holderUuid,
    detail: {
      from: current.plan,
      to: offer.plan,
      until: planExpiresAt.toISOString(),
      package: offer.id,
      amount: dollars(amountCents),
      ...(giftCode ? { gift_code: giftCode } : {}),
      ...(purchase.key.startsWith('checkout:') ? { checkout: purchase.key.slice('checkout:'.length) } : {}),
      ...(purchase.key.startsWith('renewal:') ? { renewal: true } : {}),
    },
  });
  return purchaseView({
    invoice_url: purchase.invoiceUrl,
    plan_expires_at: planExpiresAt,
    amount_cents: amountCents,
  });
}

export function purchaseView(row: {
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
