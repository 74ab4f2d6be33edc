import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditProfileForm } from '../features/accounts/EditProfileForm';
import { UpdateMeMutation } from '../graphql/session';
import { useViewer } from '../session/useViewer';
import { renderScreen, testViewer, viewerMock } from '../test-utils';
import { TopBar } from './TopBar';

/** The top bar as the app shows it: fed by the viewer query, which the cache keeps. */
function SignedInTopBar() {
  const { viewer } = useViewer();
  return viewer ? <TopBar viewer={viewer} /> : null;
}

const renamed = testViewer({ fullName: 'Ada Miller' });

describe('Edit profile', () => {
  it('renames the grower in the top bar from the saved user, without a reload', async () => {
    const user = userEvent.setup();
    renderScreen(<SignedInTopBar />, [
      viewerMock(),
      {
        request: {
          query: UpdateMeMutation,
          variables: { input: { fullName: 'Ada Miller', email: 'ada@example.com' } },
        },
        result: {
          data: {
            updateMe: {
              __typename: 'UpdateMePayload',
              ok: true,
              errors: [],
              user: renamed,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Welcome Ada Prairie ▾' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit profile' }));
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Ada Miller');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Welcome Ada Miller ▾' })).toBeInTheDocument();
  });

  it('in god mode shows the e-mail read-only, with the reason', async () => {
    // The gateway sets this readable cookie when god mode starts.
    const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('god_mode=true');
    try {
      renderScreen(<EditProfileForm viewer={testViewer()} onDone={() => {}} />);
      const email = screen.getByLabelText('Email');
      expect(email).toHaveAttribute('readonly');
      expect(email).toHaveAccessibleDescription(
        "In god mode the e-mail stays as it is: only the account's owner can change it.",
      );
      expect(screen.getByLabelText('Full name')).not.toHaveAttribute('readonly');
    } finally {
      cookie.mockRestore();
    }
  });

  it('lets the owner edit the e-mail', () => {
    renderScreen(<EditProfileForm viewer={testViewer()} onDone={() => {}} />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
  });
});
