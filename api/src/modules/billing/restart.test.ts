import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../auth/viewer';
import { testPaymentProvider } from '../../providers/payments/test-provider';
import { startTestApi, type TestApi } from '../../testing';
import { BillingService } from './service';

// A purchase's idempotency key is kept in the database with the plan it set, in one
// transaction, so a request repeated after the api restarts (a new service and a new test
// provider, whose own memory of charges is empty) answers with the first purchase.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const nextYear = new Date().getFullYear() + 1;
const visa = { number: '4242 4242 4242 4242', cvc: '123', exp_month: '12', exp_year: String(nextYear) };

/** One api process: its own service and its own test provider, on the shared database. */
function apiProcess() {
  const payments = testPaymentProvider('http://localhost:4000');
  const service = new BillingService({
    db: api.db,
    payments,
    webOrigin: 'http://localhost:4000',
    users: { user: async () => ({ email: 'grower@example.com' }) },
  });
  return { service, payments };
}

async function trialViewer(): Promise<Viewer> {
  const grower = await api.session({ plan: 'F' });
  const [row] = await api.db.query<{ account_id: string }>('SELECT account_id FROM users WHERE uuid = $1', [
    grower.uuid,
  ]);
  return {
    userUuid: grower.uuid,
    accountId: Number(row?.account_id),
    plan: 'F',
    planExpiresAt: null,
    legalNotice: true,
    roles: { grower: true, retailer: false, developer: false, staff: false },
    actorUuid: grower.uuid,
    impersonated: false,
  };
}

const purchasesOf = async (accountId: number) =>
  Number(
    (
      await api.db.query<{ count: string }>('SELECT count(*) FROM purchases WHERE account_id = $1', [
        accountId,
      ])
    )[0]?.count,
  );

describe('a purchase repeated after the api restarts', () => {
  it('charges once for the same Idempotency-Key', async () => {
    const viewer = await trialViewer();
    const before = apiProcess();
    await before.service.verifyCard(viewer, visa);
    const request = { subscription: viewer.accountId, package: 1 };
    const first = await before.service.buyPackage(viewer, request, 'pay-button-7f3a9c');
    expect(before.payments.chargeCount()).toBe(1);

    const after = apiProcess();
    const again = await after.service.buyPackage(viewer, request, 'pay-button-7f3a9c');
    expect(again).toEqual(first);
    expect(after.payments.chargeCount()).toBe(0);
    expect(await purchasesOf(viewer.accountId)).toBe(1);
  });

  it('charges once when the client sent no key: the verified card and package are the key', async () => {
    const viewer = await trialViewer();
    const before = apiProcess();
    await before.service.verifyCard(viewer, visa);
    const request = { subscription: viewer.accountId, package: 1 };
    const first = await before.service.buyPackage(viewer, request, undefined);

    const after = apiProcess();
    expect(await after.service.buyPackage(viewer, request, undefined)).toEqual(first);
    expect(after.payments.chargeCount()).toBe(0);
    const [plan] = await api.db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM billing_plans WHERE account_id = $1',
      [viewer.accountId],
    );
    // One year of Pro, not two.
    expect(plan?.expires_at.toISOString()).toBe(first.plan_expires_at);
  });
});
