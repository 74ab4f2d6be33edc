import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, viewerMock } from '../../test-utils';
import { ClaimFieldModal } from './ClaimFieldModal';
import { ClaimFieldMutation } from './operations';

const uuid = '5a1c0e7e-0000-5000-8000-000000000001';

const viewer = (legalNotice: boolean) => viewerMock({ legalNotice, subscriptionPlan: 'F' });

const claimAnswer = (legalConfirmed: boolean, answer: Record<string, unknown>) => ({
  request: {
    query: ClaimFieldMutation,
    variables: { uuid, input: { name: 'Home quarter', legalConfirmed } },
  },
  result: { data: { claimField: { __typename: 'ClaimFieldPayload', errors: [], field: null, ...answer } } },
});

const claimed = {
  ok: true,
  upgradeRequired: false,
  field: { __typename: 'Field', uuid, name: 'Home quarter', area: 153.8, farm: 1 },
};

describe('claiming a field', () => {
  it('asks for the legal confirmation first when it has not been given for good', async () => {
    const onClaimed = vi.fn();
    renderScreen(
      <ClaimFieldModal field={{ uuid, acres: 153.81 }} onClose={() => {}} onClaimed={onClaimed} />,
      [viewer(false), claimAnswer(true, claimed)],
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Field name'), 'Home quarter{Enter}');
    expect(
      await screen.findByText(/you are its legal owner, or that you are authorized/),
    ).toBeInTheDocument();
    expect(onClaimed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I confirm' }));
    await vi.waitFor(() => expect(onClaimed).toHaveBeenCalledWith(uuid));
  });

  it('claims at once when the legal notice was acknowledged, and offers Pro past the plan', async () => {
    const onClaimed = vi.fn();
    renderScreen(
      <ClaimFieldModal field={{ uuid, acres: 153.81 }} onClose={() => {}} onClaimed={onClaimed} />,
      [
        viewer(true),
        claimAnswer(false, {
          ok: false,
          upgradeRequired: true,
          errors: [{ __typename: 'UserError', field: null, message: "Oops! You don't have enough credits." }],
        }),
      ],
    );
    const user = userEvent.setup();
    await screen.findByText(/Name it to add it to your farm/);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the viewer's answer
    await user.type(screen.getByLabelText('Field name'), 'Home quarter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Oops! You don't have enough credits.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to pro' })).toBeInTheDocument();
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it('turns the limit hint red at 30 characters and takes no more', async () => {
    renderScreen(<ClaimFieldModal field={{ uuid, acres: 1 }} onClose={() => {}} onClaimed={() => {}} />, [
      viewer(true),
    ]);
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Field name');
    await user.type(input, 'x'.repeat(35));
    expect(input).toHaveValue('x'.repeat(30));
    expect(screen.getByText('Max of 30 characters')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
  });
});
