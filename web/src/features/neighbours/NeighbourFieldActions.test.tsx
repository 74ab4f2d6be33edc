import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CropChoicesQuery } from '../../graphql/farms';
import { renderScreen } from '../../test-utils';
import { NeighbourFieldActions } from './NeighbourFieldActions';
import { MapFieldQuery, UpdateAdjacentTraitMutation } from './operations';

// Editing the note of a neighbour's field changes that note (updateAdjacentTrait, the PATCH of
// spec 7): the popup then shows one note, with the new trait.
const uuid = '5a1c0e7e-0000-5000-8000-000000000042';
const soybean = { __typename: 'Crop', id: 2, name: 'soybean' };
const trait = (id: number, name: string) => ({ __typename: 'CropTrait', id, name: `soybean - ${name}` });
const note = (cropTrait: ReturnType<typeof trait>) => ({
  __typename: 'AdjacentTrait',
  id: 5,
  adjecentUuid: uuid,
  isBuilding: false,
  crop: soybean,
  cropTrait,
});
const seen = (noted: ReturnType<typeof note>) => ({
  request: { query: MapFieldQuery, variables: { uuid } },
  result: {
    data: {
      mapField: {
        __typename: 'MapField',
        uuid,
        cluUuid: uuid,
        name: null,
        area: 80.2,
        claimed: false,
        mine: false,
        bbox: [-97.41, 38.09, -97.4, 38.1],
        isBuilding: false,
        owner: null,
        crop: null,
        cropTrait: null,
        weather: {
          __typename: 'WeatherNow',
          temperature0: 84,
          windSpeed0: 5,
          windDir0: 'W',
          chanceOfRain0: 5,
          source: 'SAMPLE',
        },
        hasAdjacentTrait: true,
        adjacentTrait: noted,
      },
    },
  },
});
const choices = {
  request: { query: CropChoicesQuery },
  result: {
    data: {
      crops: [soybean],
      cropTraitGroups: [
        {
          __typename: 'CropTraitGroup',
          cropName: 'Soybean',
          crop: { __typename: 'Crop', id: 2 },
          traits: [
            { __typename: 'CropTrait', id: 10, traitName: 'Roundup Ready 2 Xtend' },
            { __typename: 'CropTrait', id: 11, traitName: 'Enlist E3' },
          ],
        },
      ],
    },
  },
};
const xtend = trait(10, 'Roundup Ready 2 Xtend');
const enlist = trait(11, 'Enlist E3');
const changed = {
  request: {
    query: UpdateAdjacentTraitMutation,
    variables: { uuid, id: 5, input: { crop: 2, cropTrait: 11, isBuilding: false } },
  },
  result: {
    data: {
      updateAdjacentTrait: {
        __typename: 'AdjacentTraitPayload',
        ok: true,
        upgradeRequired: false,
        errors: [],
        adjacentTrait: { ...note(enlist) },
      },
    },
  },
};

describe("a neighbour's field popup", () => {
  it('changes the note already kept, and shows one note with the new trait', async () => {
    renderScreen(
      <NeighbourFieldActions
        uuid={uuid}
        free
        sharing
        weatherLine={(weather) => <span>wind {weather.windDir0}</span>}
      />,
      // The note as it was, then as the refetch after the change reads it.
      [seen(note(xtend)), choices, changed, seen(note(enlist))],
    );
    expect(await screen.findByText('You noted: soybean - Roundup Ready 2 Xtend')).toBeInTheDocument();
    expect(screen.getByText('wind W')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Assign Crop and Trait' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByPlaceholderText('No trait'));
    await user.click(await screen.findByRole('option', { name: 'Enlist E3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You noted: soybean - Enlist E3')).toBeInTheDocument();
    expect(screen.getAllByTestId('map.neighbour-note')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows only the weather to a grower without neighbour sharing', async () => {
    renderScreen(
      <NeighbourFieldActions
        uuid={uuid}
        free
        sharing={false}
        weatherLine={(weather) => <span>wind {weather.windDir0}</span>}
      />,
      [seen(note(xtend))],
    );
    expect(await screen.findByText('wind W')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Crop and Trait' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('map.neighbour-note')).not.toBeInTheDocument();
  });
});
