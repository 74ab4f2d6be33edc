import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ViewerQuery } from './graphql/session';
import type { Viewer } from './session/useViewer';

/**
 * Renders a screen as the app does: Mantine, modals, a router (at `at`, with its navigation
 * state, when given), and Apollo answering from mocks.
 */
export function renderScreen(
  screen: ReactNode,
  mocks: MockLink.MockedResponse[] = [],
  at?: { pathname: string; state?: unknown },
) {
  return render(
    <MockedProvider mocks={mocks}>
      <MantineProvider env="test">
        <ModalsProvider>
          <MemoryRouter initialEntries={at ? [at] : undefined}>{screen}</MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </MockedProvider>,
  );
}

/** A signed-in grower as screens see them; tests change what they are about. */
export const testViewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  __typename: 'User',
  id: 'u-1',
  uuid: 'u-1',
  fullName: 'Ada Prairie',
  email: 'ada@example.com',
  farmName: 'Prairie Farms',
  isAgRetailer: false,
  isDeveloper: false,
  isStaff: false,
  legalNotice: true,
  subscriptionPlan: 'B',
  pendingEmail: null,
  tutorial: { __typename: 'TutorialFlags', farms: false, herbicides: false, traits: false, tankMix: false },
  ...overrides,
});

/** The viewer query answering with that grower. */
export const viewerMock = (overrides: Partial<Viewer> = {}): MockLink.MockedResponse => {
  const viewer = testViewer(overrides);
  return {
    request: { query: ViewerQuery },
    result: {
      data: {
        me: viewer,
      },
    },
  };
};
