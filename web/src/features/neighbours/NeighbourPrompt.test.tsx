import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activeFarm } from '../../map/activeFarm';
import { mapView } from '../../map/mapView';
import { renderScreen } from '../../test-utils';
import { NeighbourPrompt } from './NeighbourPrompt';
import { NeighbourPromptsQuery } from './operations';

const prompts = {
  request: { query: NeighbourPromptsQuery },
  result: {
    data: {
      myFarms: [
        {
          __typename: 'Farm',
          id: 7,
          name: 'Home farm',
          neighbourPrompts: [
            {
              __typename: 'MapField',
              uuid: '5a1c0e7e-0000-5000-8000-000000000009',
              area: 38.5,
              claimed: true,
              bbox: [-97.9, 37.8, -97.89, 37.81],
            },
          ],
        },
      ],
    },
  },
};

afterEach(() => {
  activeFarm.clear();
  mapView.reset();
});

const heading = '1 field beside your farm has no crop or trait.';

describe("the neighbours' add prompt", () => {
  it('shows at zoom 14 or more, with the neighbours, and not zoomed out', async () => {
    activeFarm.toggle(7);
    act(() => mapView.moved(14));
    renderScreen(<NeighbourPrompt />, [prompts]);
    expect(await screen.findByText(heading)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add crop and trait' })).toBeInTheDocument();

    act(() => mapView.moved(13.75));
    expect(screen.queryByText(heading)).not.toBeInTheDocument();

    act(() => mapView.moved(16));
    expect(screen.getByText(heading)).toBeInTheDocument();
  });
});
