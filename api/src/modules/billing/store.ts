import type { Queryable } from '../../db/db';

// SQL of packages, gift codes, verified cards and purchases (an account's plan: plan-store.ts);
// the rules are in service.ts.

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
