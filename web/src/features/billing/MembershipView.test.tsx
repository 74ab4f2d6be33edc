import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, testViewer } from '../../test-utils';
import { MembershipView } from './MembershipView';

// Manage Subscription opens the billing portal: the owner's cards and plan. Someone acting for
// the grower in god mode is not offered it (the api refuses it too), and is told why.
const pro = testViewer({ subscriptionPlan: 'B' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the membership view', () => {
  it('offers the owner Manage Subscription', async () => {
    renderScreen(<MembershipView viewer={pro} onUpgrade={() => {}} onManage={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(screen.queryByText(/Only the account's owner/)).not.toBeInTheDocument();
  });

  it('in god mode, says the cards and plan are the owner’s to manage, with no button to the portal', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('god_mode=true');
    renderScreen(<MembershipView viewer={pro} onUpgrade={() => {}} onManage={() => {}} />);
    expect(
      await screen.findByText(
        "Only the account's owner can manage its cards and plan. Ask them to open Manage Subscription from their own sign-in.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument();
  });
});
