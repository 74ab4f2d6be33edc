import { describe, expect, it } from 'vitest';
import { api, type Json, trialGrower, useBillingApi, visa } from './billing.testing';
import { paymentMessages } from './rules';
import { subscriptionMessages } from './subscription';

// The provider's hosted pages: checkout for a package, and the billing portal for the account's
// owner once it has paid (never in god mode).
useBillingApi();

describe('hosted pages', () => {
  it('opens checkout for a package and the billing portal once the account has paid', async () => {
    const grower = await trialGrower();
    const checkout = await api.call(grower.access, 'POST', '/subscription/checkout-session/', {
      package_stripe_id: 'price_pro_annual',
    });
    expect(checkout).toEqual({
      status: 200,
      body: { url: 'http://localhost:4000/payment_details?package=1' },
    });
    const nothing = await api.call<Json>(grower.access, 'GET', '/subscription/billing-portal-session/');
    expect(nothing.status).toBe(404);
    expect(nothing.body.errors).toEqual([paymentMessages.nothingToManage]);
    await api.call(grower.access, 'POST', '/subscription/verify-card/', visa);
    for (const method of ['GET', 'POST'])
      expect(await api.call(grower.access, method, '/subscription/billing-portal-session/')).toEqual({
        status: 200,
        body: { url: 'http://localhost:4000/billing' },
      });
  });

  it('keeps the billing portal closed in god mode: the grower’s cards and plan are theirs to manage', async () => {
    const grower = await trialGrower();
    await api.call(grower.access, 'POST', '/subscription/verify-card/', visa);
    const staff = await api.session({ staff: true });
    const actingForGrower = await api.tokenFor(grower.uuid, staff.uuid);
    for (const method of ['GET', 'POST']) {
      const refused = await api.call<Json>(actingForGrower, method, '/subscription/billing-portal-session/');
      expect(refused).toEqual({
        status: 403,
        body: { code: 'forbidden', errors: [paymentMessages.portalOwnerOnly] },
      });
    }
    // The owner still opens it.
    expect((await api.call(grower.access, 'GET', '/subscription/billing-portal-session/')).status).toBe(200);
    // Nor is the card or plan changed through our own page in god mode.
    const change = await api.call<Json>(actingForGrower, 'PATCH', '/subscription/me/', {
      account: grower.account,
      plan: 'B',
    });
    expect(change).toEqual({
      status: 403,
      body: { code: 'forbidden', errors: [subscriptionMessages.ownerOnly] },
    });
  });

  it('refuses checkout for a price that is not on sale', async () => {
    const grower = await trialGrower();
    const answer = await api.call(grower.access, 'POST', '/subscription/checkout-session/', {
      package_stripe_id: 'price_unknown',
    });
    expect(answer.status).toBe(404);
  });
});
