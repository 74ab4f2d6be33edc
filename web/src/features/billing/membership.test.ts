import { describe, expect, it } from 'vitest';
import { membershipOf } from './membership';

describe('membershipOf', () => {
  it('Pro manages the subscription and has nothing to upgrade', () => {
    expect(membershipOf({ isAgRetailer: false, subscriptionPlan: 'B' })).toEqual({
      planName: 'PRO',
      manageSubscription: true,
      trialDetails: null,
      upgrade: false,
      contactUs: false,
    });
  });

  it('the trial lists what it holds and offers the upgrade', () => {
    expect(membershipOf({ isAgRetailer: false, subscriptionPlan: 'F' })).toMatchObject({
      manageSubscription: false,
      trialDetails: ['1 User', '1 Field', '1 Farm'],
      upgrade: true,
    });
  });

  it('an ag retailer manages the subscription, cannot upgrade in the app, and may contact us', () => {
    expect(membershipOf({ isAgRetailer: true, subscriptionPlan: 'B' })).toMatchObject({
      planName: 'Pro / Ag Retailer',
      manageSubscription: true,
      upgrade: false,
      contactUs: true,
    });
  });
});
