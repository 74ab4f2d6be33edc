import { developerMessages } from '@field-boundaries/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, testViewer, viewerMock } from '../../test-utils';
import { DeveloperSettings } from './DeveloperSettings';
import { SetDeveloperMutation } from './developerOperations';

const answer = (on: boolean, refusal?: string) => ({
  request: { query: SetDeveloperMutation, variables: { on } },
  result: {
    data: {
      setDeveloper: refusal
        ? {
            __typename: 'UserPayload',
            ok: false,
            errors: [{ __typename: 'UserError', message: refusal }],
            user: null,
          }
        : { __typename: 'UserPayload', ok: true, errors: [], user: testViewer({ isDeveloper: on }) },
    },
  },
});

describe('the Developer switch of the profile menu', () => {
  it('says what the role gives, turns it on, and then leads to Developer apps', async () => {
    const openApps = vi.fn();
    renderScreen(<DeveloperSettings onOpenApps={openApps} />, [viewerMock(), answer(true)]);
    const user = userEvent.setup();
    expect(screen.getByText(developerMessages.explanation)).toBeInTheDocument();
    const developer = await screen.findByRole('switch', { name: 'Developer' });
    await vi.waitFor(() => expect(developer).toBeEnabled());
    expect(developer).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Open Developer apps' })).toBeNull();

    await user.click(developer);
    await vi.waitFor(() => expect(developer).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Open Developer apps' }));
    expect(openApps).toHaveBeenCalled();
  });

  it('stays on, saying why, while the account has registered apps', async () => {
    renderScreen(<DeveloperSettings onOpenApps={() => undefined} />, [
      viewerMock({ isDeveloper: true }),
      answer(false, developerMessages.hasApps(2)),
    ]);
    const user = userEvent.setup();
    const developer = await screen.findByRole('switch', { name: 'Developer' });
    await vi.waitFor(() => expect(developer).toBeChecked());
    await user.click(developer);
    expect(await screen.findByText(developerMessages.hasApps(2))).toBeInTheDocument();
    expect(developer).toBeChecked();
  });
});
