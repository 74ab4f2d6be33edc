import { afterAll, beforeAll } from 'vitest';
import { testPaymentProvider } from '../../providers/payments/test-provider';
import { startTestApi, type TestApi } from '../../testing';

// Buying Pro through the api as a grower meets it, on the test payment provider: a trial
// grower, a card that verifies, a purchase, and the audit's record of plan changes.

export type Json = Record<string, unknown> & { errors: string[]; fields?: Record<string, string[]> };
export const provider = testPaymentProvider('http://localhost:4000');
export let api: TestApi;

/** Starts the file's api on the test provider, with two gift codes, and closes it after. */
export function useBillingApi() {
  beforeAll(async () => {
    api = await startTestApi({ payments: provider });
    await api.db.query(
      `INSERT INTO gift_codes (code, uses_left) VALUES ('HARVEST-GIFT', NULL), ('ONCE-ONLY', 1)`,
    );
  });
  afterAll(() => api?.close());
}

const nextYear = String(new Date().getFullYear() + 1);
export const visa = { number: '4242 4242 4242 4242', cvc: '123', exp_month: '12', exp_year: nextYear };

/** A grower on the free trial, with the account their plan is on. */
export async function trialGrower() {
  const grower = await api.session({ plan: 'F' });
  const me = await api.call<{ account: number }>(grower.access, 'GET', '/subscription/me/');
  return { ...grower, account: me.body.account };
}

/** A POST as a client sends it, with any headers (or none: signed out). */
export async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** The plan changes the audit log holds for a user's account, oldest first. */
export const planChanges = (userUuid: string) =>
  api.db.query(
    `SELECT actor_uuid, detail FROM audit_log WHERE action = 'plan.changed' AND account_uuid = $1 ORDER BY id`,
    [userUuid],
  );

/** Buys a package, with an idempotency key if given. */
export const buy = (access: string, body: unknown, key?: string) =>
  post('/subscription/buy-package/', body, {
    authorization: `Bearer ${access}`,
    ...(key ? { 'idempotency-key': key } : {}),
  });
