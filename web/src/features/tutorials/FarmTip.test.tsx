import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useViewer } from '../../session/useViewer';
import { renderScreen, viewerMock } from '../../test-utils';
import { FarmTip, farmTipText } from './FarmTip';
import { UpdateTutorialsMutation } from './operations';

const unfinished = {
  __typename: 'TutorialFlags' as const,
  farms: false,
  herbicides: false,
  traits: false,
  tankMix: false,
};

function SignedIn() {
  const { viewer } = useViewer();
  return viewer ? <p>Signed in as {viewer.fullName}</p> : null;
}

describe('the farm tutorial tip', () => {
  it('shows to a grower with a farm until Got it, which is stored', async () => {
    const finished = {
      request: { query: UpdateTutorialsMutation, variables: { input: { farms: true } } },
      result: {
        data: {
          updateTutorials: {
            __typename: 'TutorialsPayload',
            ok: true,
            errors: [],
            tutorial: { ...unfinished, farms: true },
          },
        },
      },
    };
    renderScreen(<FarmTip hasFarm />, [viewerMock({ tutorial: unfinished }), finished]);
    expect(await screen.findByRole('note', { name: 'Farm tutorial' })).toHaveTextContent(farmTipText);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Farm tutorial' })).toBeNull());
  });

  it('waits for a farm', async () => {
    renderScreen(
      <>
        <FarmTip hasFarm={false} />
        <SignedIn />
      </>,
      [viewerMock({ tutorial: unfinished })],
    );
    await screen.findByText('Signed in as Ada Prairie');
    expect(screen.queryByRole('note', { name: 'Farm tutorial' })).toBeNull();
  });
});
