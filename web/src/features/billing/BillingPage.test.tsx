import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewerQuery } from '../../graphql/session';
import { renderScreen, testViewer, viewerMock } from '../../test-utils';
import { BillingPage } from './BillingPage';
import { billingViewOf } from './billing';
import { AccountPlanQuery, ChangeSubscriptionMutation } from './operations';

vi.mock('../../notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const ends = '2027-11-27T12:00:00.000Z';
const plan = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AccountPlan',
  plan: 'B',
  account: '7',
  expiresAt: ends,
  renews: true,
  provider: 'test',
  package: { __typename: 'RenewalPackage', id: '1', name: 'PRO annual', price: 25, months: 12 },
  card: { __typename: 'CardOnFile', brand: 'visa', last4: '4242', paymentMethodId: 'pm_test_4242_a' },
  ...overrides,
});
const planMock = (overrides: Record<string, unknown> = {}) => ({
  request: { query: AccountPlanQuery },
  result: { data: { accountPlan: plan(overrides) } },
});
const change = (input: Record<string, unknown>, after: Record<string, unknown>) => ({
  request: { query: ChangeSubscriptionMutation, variables: { input } },
  result: {
    data: {
      changeSubscription: {
        __typename: 'ChangeSubscriptionPayload',
        ok: true,
        errors: [],
        charged: null,
        subscription: plan(after),
      },
    },
  },
});

describe('the billing page', () => {
  it('shows the plan, its renewal date and card, and cancels at the end of the paid year', async () => {
    const user = userEvent.setup();
    renderScreen(<BillingPage viewer={testViewer()} />, [
      planMock(),
      change({ account: '7', plan: 'F' }, { renews: false }),
      { ...viewerMock(), request: { query: ViewerQuery } },
    ]);
    const status = await screen.findByTestId('billing.status');
    expect(status).toHaveTextContent(
      'Renews on November 27, 2027: $25.00 will be charged to your Visa ending 4242.',
    );
    expect(screen.getByText('Visa ending 4242')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Pro subscription?' });
    expect(dialog).toHaveTextContent('Pro stays until November 27, 2027 and is not charged again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(/^Ends on November 27, 2027\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep Pro: renew it' })).toBeInTheDocument();
  });

  it('offers a trial grower the upgrade, charged to the card on file after a confirmation', async () => {
    const user = userEvent.setup();
    renderScreen(<BillingPage viewer={testViewer({ subscriptionPlan: 'F' })} />, [
      planMock({ plan: 'F', expiresAt: null, renews: false, package: null }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Upgrade now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro now?' });
    expect(dialog).toHaveTextContent('$25.00 will be charged to your Visa ending 4242 today.');
  });

  it('asks for a card first when there is none to charge', async () => {
    const user = userEvent.setup();
    renderScreen(<BillingPage viewer={testViewer({ subscriptionPlan: 'F' })} />, [
      planMock({ plan: 'F', expiresAt: null, renews: false, package: null, card: null }),
    ]);
    expect(await screen.findByText('No card on file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card to upgrade' });
    expect(within(dialog).getByRole('button', { name: 'Save card and pay $25.00' })).toBeInTheDocument();
  });
});

describe('billingViewOf', () => {
  const subscription = plan() as unknown as Parameters<typeof billingViewOf>[0];

  it('words a retailer’s plan as ours to change', () => {
    expect(billingViewOf(subscription, { isAgRetailer: true })).toMatchObject({
      planName: 'Pro / Ag Retailer',
      contactUs: true,
      cancel: false,
      upgrade: false,
    });
  });

  it('offers no cancel for Pro set up by hand, which never ends', () => {
    expect(billingViewOf({ ...subscription, expiresAt: null }, { isAgRetailer: false })).toMatchObject({
      status: 'This plan does not run out. Contact us to change it.',
      cancel: false,
    });
  });
});
