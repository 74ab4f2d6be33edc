import type { Plan } from '../../auth/viewer';
import type { Queryable } from '../../db/db';

// SQL of packages, gift codes, verified cards and purchases; the rules are in service.ts.

export type PackageRow = {
  id: number;
  name: string;
  plan: 'B';
  price_cents: number;
  months: number;
  package_stripe_id: string;
};

const packageColumns = 'id, name, plan, price_cents, months, package_stripe_id';

export const activePackages = (db: Queryable) =>
  db.query<PackageRow>(`SELECT ${packageColumns} FROM packages WHERE active ORDER BY price_cents, id`);

export async function activePackage(db: Queryable, by: { id: number } | { stripeId: string }) {
  const [row] =
    'id' in by
      ? await db.query<PackageRow>(`SELECT ${packageColumns} FROM packages WHERE active AND id = $1`, [by.id])
      : await db.query<PackageRow>(
          `SELECT ${packageColumns} FROM packages WHERE active AND package_stripe_id = $1`,
          [by.stripeId],
        );
  return row ?? null;
}

/** A package by id, on sale or not: a checkout opened before its price was retired is still paid. */
export async function packageById(db: Queryable, id: number): Promise<PackageRow | null> {
  const [row] = await db.query<PackageRow>(`SELECT ${packageColumns} FROM packages WHERE id = $1`, [id]);
  return row ?? null;
}

/** The price a usable gift code sets, or null when it does not exist, ran out or expired. */
export async function giftCodePrice(db: Queryable, code: string): Promise<number | null> {
  const [row] = await db.query<{ price_cents: number }>(
    `SELECT price_cents FROM gift_codes
     WHERE code = $1 AND (uses_left IS NULL OR uses_left > 0) AND (expires_at IS NULL OR expires_at > now())`,
    [code],
  );
  return row ? row.price_cents : null;
}

/** Takes one use of a code; false when another purchase took the last one first. */
export async function spendGiftCode(tx: Queryable, code: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE gift_codes SET uses_left = uses_left - 1
     WHERE code = $1 AND (uses_left IS NULL OR uses_left > 0) AND (expires_at IS NULL OR expires_at > now())
     RETURNING code`,
    [code],
  );
  return rows.length > 0;
}

export type SavedCard = {
  provider: string;
  customer_id: string;
  payment_method_id: string;
  brand: string;
  last4: string;
};

export async function savedCard(db: Queryable, accountId: number): Promise<SavedCard | null> {
  const [row] = await db.query<SavedCard>(
    'SELECT provider, customer_id, payment_method_id, brand, last4 FROM payment_cards WHERE account_id = $1',
    [accountId],
  );
  return row ?? null;
}

export async function saveCard(db: Queryable, accountId: number, card: SavedCard): Promise<void> {
  await db.query(
    `INSERT INTO payment_cards (account_id, provider, customer_id, payment_method_id, brand, last4)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (account_id) DO UPDATE SET provider = $2, customer_id = $3, payment_method_id = $4,
       brand = $5, last4 = $6, verified_at = now()`,
    [accountId, card.provider, card.customer_id, card.payment_method_id, card.brand, card.last4],
  );
}

export type AccountPlan = { plan: Plan; expiresAt: Date | null };

/** The account's stored plan, as it reads now (an expired B is still B here: see planInForce). */
export async function accountPlan(db: Queryable, accountId: number): Promise<AccountPlan> {
  const [row] = await db.query<{ subscription_plan: Plan; plan_expires_at: Date | string | null }>(
    'SELECT subscription_plan, plan_expires_at FROM accounts WHERE id = $1',
    [accountId],
  );
  if (!row) throw new Error(`account ${accountId} is not there`);
  return {
    plan: row.subscription_plan,
    expiresAt: row.plan_expires_at === null ? null : new Date(row.plan_expires_at),
  };
}

/** The account's stored plan, locked for the purchase that is about to change it. */
export async function lockAccountPlan(tx: Queryable, accountId: number): Promise<AccountPlan> {
  const [row] = await tx.query<{ subscription_plan: Plan; plan_expires_at: Date | string | null }>(
    'SELECT subscription_plan, plan_expires_at FROM accounts WHERE id = $1 FOR UPDATE',
    [accountId],
  );
  if (!row) throw new Error(`account ${accountId} vanished during a purchase`);
  return {
    plan: row.subscription_plan,
    expiresAt: row.plan_expires_at === null ? null : new Date(row.plan_expires_at),
  };
}

export async function setPlan(tx: Queryable, accountId: number, plan: Plan, expiresAt: Date | null) {
  await tx.query('UPDATE accounts SET subscription_plan = $2, plan_expires_at = $3 WHERE id = $1', [
    accountId,
    plan,
    expiresAt,
  ]);
}

/** Ends every Pro plan whose year is over; answers the accounts this call ended (each recorded once). */
export async function lapsedPlans(tx: Queryable): Promise<number[]> {
  const rows = await tx.query<{ id: string | number }>(
    `UPDATE accounts SET subscription_plan = 'F'
     WHERE subscription_plan = 'B' AND plan_expires_at <= now()
     RETURNING id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Ends a Pro plan whose year is over; true when this call ended it (so it is recorded once). */
export async function lapseProPlan(tx: Queryable, accountId: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE accounts SET subscription_plan = 'F'
     WHERE id = $1 AND subscription_plan = 'B' AND plan_expires_at <= now()
     RETURNING id`,
    [accountId],
  );
  return rows.length > 0;
}

export type PurchaseRow = { invoice_url: string; plan_expires_at: Date | string; amount_cents: number };

export async function purchaseByKey(tx: Queryable, accountId: number, key: string) {
  const [row] = await tx.query<PurchaseRow>(
    `SELECT invoice_url, plan_expires_at, amount_cents FROM purchases
     WHERE account_id = $1 AND idempotency_key = $2`,
    [accountId, key],
  );
  return row ?? null;
}

export async function insertPurchase(
  tx: Queryable,
  purchase: {
    accountId: number;
    packageId: number;
    key: string;
    amountCents: number;
    giftCode: string | null;
    provider: string;
    chargeId: string;
    invoiceUrl: string;
    planExpiresAt: Date;
    createdBy: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO purchases (account_id, package_id, idempotency_key, amount_cents, gift_code, provider,
       charge_id, invoice_url, plan_expires_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      purchase.accountId,
      purchase.packageId,
      purchase.key,
      purchase.amountCents,
      purchase.giftCode,
      purchase.provider,
      purchase.chargeId,
      purchase.invoiceUrl,
      purchase.planExpiresAt,
      purchase.createdBy,
    ],
  );
}

/** Keeps a provider event's id; false when it was kept before (a repeated delivery). */
export async function recordPaymentEvent(
  tx: Queryable,
  event: { id: string; type: string; accountId: number | null },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO payment_events (event_id, type, account_id) VALUES ($1, $2, $3)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [event.id, event.type, event.accountId],
  );
  return rows.length > 0;
}

// A renewal is due when its plan (on accounts) is about to end: one query across both.
export type DueRenewal = { account_id: number; package_id: number; plan_expires_at: Date };

/** Pro plans that renew and end before `before`: the renewal sweep charges these. */
export async function dueRenewals(db: Queryable, before: Date): Promise<DueRenewal[]> {
  const rows = await db.query<{
    account_id: string | number;
    package_id: number;
    plan_expires_at: Date | string;
  }>(
    `SELECT r.account_id, r.package_id, a.plan_expires_at
     FROM plan_renewals r JOIN accounts a ON a.id = r.account_id
     WHERE r.renews AND a.subscription_plan = 'B' AND a.plan_expires_at IS NOT NULL AND a.plan_expires_at <= $1
     ORDER BY a.plan_expires_at, r.account_id`,
    [before],
  );
  return rows.map((row) => ({
    account_id: Number(row.account_id),
    package_id: row.package_id,
    plan_expires_at: new Date(row.plan_expires_at),
  }));
}
