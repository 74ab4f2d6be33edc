import type { Viewer } from '../../session/useViewer';

// What the membership view shows for each kind of account (spec: Membership view), as data so
// the rule has a test of its own.
export type Membership = {
  planName: string;
  /** Pro and ag retailers manage their subscription in the billing portal. */
  manageSubscription: boolean;
  /** Trial users see what the trial holds and may upgrade. */
  trialDetails: string[] | null;
  upgrade: boolean;
  /** Ag retailers write to us for more acres. */
  contactUs: boolean;
};

export function membershipOf(viewer: Pick<Viewer, 'isAgRetailer' | 'subscriptionPlan'>): Membership {
  if (viewer.isAgRetailer)
    return {
      planName: 'Pro / Ag Retailer',
      manageSubscription: true,
      trialDetails: null,
      upgrade: false,
      contactUs: true,
    };
  if (viewer.subscriptionPlan === 'B')
    return {
      planName: 'PRO',
      manageSubscription: true,
      trialDetails: null,
      upgrade: false,
      contactUs: false,
    };
  if (viewer.subscriptionPlan === 'F')
    return {
      planName: 'Free trial',
      manageSubscription: false,
      trialDetails: ['1 User', '1 Field', '1 Farm'],
      upgrade: true,
      contactUs: false,
    };
  return {
    planName: 'No plan yet',
    manageSubscription: false,
    trialDetails: null,
    upgrade: true,
    contactUs: false,
  };
}
