import { describe, expect, it } from 'vitest';
import { api, buy, type Json, planChanges, trialGrower, useBillingApi, visa } from './billing.testing';

// A Pro year that runs out: the account falls to the free plan at once, recorded once.
useBillingApi();

describe('when the Pro year is over', () => {
  it('the account is on the free plan: one farm, one field, and the change is in force at once', async () => {
    const grower = await trialGrower();
    await api.call(grower.access, 'POST', '/subscription/verify-card/', visa);
    await buy(grower.access, { subscription: grower.account, package: 1 });
    for (const name of ['North Quarter', 'Creek Bottom'])
      expect((await api.call(grower.access, 'POST', '/farms/', { name })).status).toBe(201);
    await api.db.query(
      `UPDATE billing_plans SET expires_at = now() - interval '1 minute' WHERE account_id = $1`,
      [grower.account],
    );
    expect((await api.call(grower.access, 'GET', '/subscription/me/')).body).toMatchObject({ plan: 'F' });
    // Recorded once, by nobody in particular, however many requests follow.
    await api.call(grower.access, 'GET', '/subscription/me/');
    expect((await planChanges(grower.uuid)).at(-1)).toEqual({
      actor_uuid: null,
      detail: { from: 'B', to: 'F', reason: 'expired' },
    });
    expect(await planChanges(grower.uuid)).toHaveLength(2);
    const third = await api.call<Json>(grower.access, 'POST', '/farms/', { name: 'South Quarter' });
    expect(third.status).toBe(402);
    expect(third.body.errors).toEqual(["Oops! You don't have enough credits."]);
    // Nothing the grower made is taken away.
    const farms = await api.call<unknown[]>(grower.access, 'GET', '/farms/me/');
    expect(farms.body).toHaveLength(2);
  });
});
