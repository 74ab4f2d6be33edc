import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a screen as the app does: Mantine, modals, a router, and Apollo answering from mocks. */
export function renderScreen(screen: ReactNode, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <MantineProvider>
        <ModalsProvider>
          <MemoryRouter>{screen}</MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </MockedProvider>,
  );
}
