import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useViewer } from '../../session/useViewer';
import { renderScreen, viewerMock } from '../../test-utils';
import { GuidedTour } from './GuidedTour';
import { UpdateTutorialsMutation } from './operations';

const flags = (herbicides: boolean) => ({
  __typename: 'TutorialFlags' as const,
  farms: false,
  herbicides,
  traits: false,
  tankMix: false,
});

const viewer = (herbicides: boolean) => viewerMock({ tutorial: flags(herbicides) });

const finished = {
  request: { query: UpdateTutorialsMutation, variables: { input: { herbicides: true } } },
  result: {
    data: {
      updateTutorials: { __typename: 'TutorialsPayload', ok: true, errors: [], tutorial: flags(true) },
    },
  },
};

const steps = [
  { anchor: 'a', title: 'Your herbicides', text: 'The groups you spray.' },
  { anchor: 'b', title: 'Add herbicides', text: 'Tick the ones you use.' },
];

/** Shows once the viewer has loaded: the tour has had its chance to appear by then. */
function SignedIn() {
  const { viewer } = useViewer();
  return viewer ? <p>Signed in as {viewer.fullName}</p> : null;
}

describe('a guided tour', () => {
  it('walks through its steps, and once finished is stored and hidden', async () => {
    renderScreen(<GuidedTour flag="herbicides" steps={steps} />, [viewer(false), finished]);
    expect(await screen.findByRole('dialog', { name: 'Tutorial: Your herbicides' })).toHaveTextContent(
      'Step 1 of 2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Tutorial: Add herbicides' })).toHaveTextContent('Step 2 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Tutorial/ })).toBeNull());
  });

  it('does not show a tour the user has finished', async () => {
    renderScreen(
      <>
        <GuidedTour flag="herbicides" steps={steps} />
        <SignedIn />
      </>,
      [viewer(true)],
    );
    await screen.findByText('Signed in as Ada Prairie');
    expect(screen.queryByRole('dialog', { name: /^Tutorial/ })).toBeNull();
  });
});
