import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../graphql/typePolicies';
import { mapCommands } from '../../map/mapCommands';
import { viewerMock } from '../../test-utils';
import { useViewedFarmLayers } from './growerFarm';
import { GrowerFarmFieldsQuery, UsersSidebarQuery } from './operations';
import { UsersSidebar } from './UsersSidebar';
import { viewedFarm } from './viewedFarm';

// The retailers' users sidebar: assigned accounts that expand to their farms; a chosen farm's
// fields are listed read-only, fitted on the map and drawn there; god mode is the way to edit.
const meta = {
  __typename: 'PaginationMeta',
  page: 1,
  totalPages: 1,
  total: 1,
  resultsOnPage: 1,
  previousPage: null,
  nextPage: null,
};
const account = {
  __typename: 'AssignedAccount',
  id: '7',
  uuid: 'grower-1',
  fullName: 'Dana Miller',
  email: 'dana@miller.farm',
  accountName: 'Miller Creek Farms',
};
const accounts = (result: unknown[]) => ({
  request: { query: UsersSidebarQuery, variables: { page: 1 } },
  result: { data: { assignedAccounts: { __typename: 'AssignedAccountPage', meta, result } } },
});
const farms = [
  { __typename: 'AssignedFarm', id: 11, name: 'North Section', fieldCount: 2, acres: 26.5 },
  { __typename: 'AssignedFarm', id: 12, name: 'Creek Bottom', fieldCount: 0, acres: 0 },
];
const square = (uuid: string, name: string, west: number) => ({
  __typename: 'Field',
  uuid,
  name,
  area: 13.25,
  bbox: [west, 38.2, west + 0.0027, 38.2021],
  isBuilding: false,
  geometry: {
    __typename: 'Boundary',
    coordinates: [
      [
        [
          [west, 38.2],
          [west + 0.0027, 38.2],
          [west + 0.0027, 38.2021],
          [west, 38.2],
        ],
      ],
    ],
  },
});
/** The farm's fields, as the sidebar asks for the one farm chosen. */
const farmFields = (farm: number, answer: ReturnType<typeof square>[]) => ({
  request: { query: GrowerFarmFieldsQuery, variables: { account: 'grower-1', farm } },
  result: { data: { assignedFarmFields: answer } },
});
const fields = farmFields(11, [square('f-west', 'West 40', -97.5), square('f-east', 'East 40', -97.4973)]);
const noFields = farmFields(12, []);

/** What the map is shown, as the screen hands it to the map. */
function MapLayers() {
  const layers = useViewedFarmLayers();
  const shown = layers.find((layer) => layer.id === 'viewed-fields');
  return <output aria-label="Fields on the map">{shown?.props.visible ? 'shown' : 'none'}</output>;
}

/** As the app renders it, with the app's cache policies. */
const renderScreen = (screen: ReactNode, mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <MantineProvider env="test">
        <MemoryRouter>{screen}</MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );

const retailer = () => viewerMock({ isAgRetailer: true, fullName: 'Sam Ortiz' });

afterEach(() => viewedFarm.clear());

describe("the retailers' users sidebar", () => {
  it('lists the assigned accounts by name and e-mail, each expanding to its farms and god mode', async () => {
    renderScreen(<UsersSidebar />, [retailer(), accounts([{ ...account, farms }])]);
    expect(screen.getByLabelText('Loading grower accounts')).toBeInTheDocument();
    const item = await screen.findByRole('button', { name: /Miller Creek Farms/ });
    expect(item).toHaveTextContent('Dana Miller · dana@miller.farm');
    expect(item).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /North Section/ })).toBeNull();

    await userEvent.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'North Section, 2 fields · 26.50 ac.' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Creek Bottom, 0 fields · 0.00 ac.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enter Miller Creek Farms in god mode' })).toHaveAttribute(
      'href',
      '/god-mode/login/grower-1',
    );
  });

  it("shows a chosen farm's fields read-only, fits the map to them and draws them", async () => {
    const fits: number[][] = [];
    const stop = mapCommands.onFit((bbox) => fits.push(bbox));
    renderScreen(
      <>
        <UsersSidebar />
        <MapLayers />
      </>,
      [retailer(), accounts([{ ...account, farms }]), fields],
    );
    await userEvent.click(await screen.findByRole('button', { name: /Miller Creek Farms/ }));
    expect(screen.getByRole('status', { name: 'Fields on the map' })).toHaveTextContent('none');
    await userEvent.click(screen.getByRole('button', { name: /North Section/ }));

    const west = await screen.findByRole('button', { name: 'Show West 40 on the map' });
    expect(west).toHaveTextContent('13.25 ac.');
    expect(
      screen.getByText('Read-only. Enter the account in god mode to change these fields.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit West 40 in god mode' })).toHaveAttribute(
      'href',
      '/god-mode/login/grower-1?fieldUuid=f-west',
    );
    // Nothing in the list edits: no options, no delete.
    expect(screen.queryByRole('button', { name: /Options of|Delete/ })).toBeNull();
    await waitFor(() => expect(fits).toHaveLength(1));
    expect(fits[0]?.map((value) => Number(value.toFixed(4)))).toEqual([-97.5, 38.2, -97.4946, 38.2021]);
    expect(screen.getByRole('status', { name: 'Fields on the map' })).toHaveTextContent('shown');

    await userEvent.click(screen.getByRole('button', { name: 'Show East 40 on the map' }));
    expect(fits).toHaveLength(2);

    // Choosing the farm again puts it away, from the list and the map.
    await userEvent.click(screen.getByRole('button', { name: /North Section/ }));
    expect(screen.queryByRole('button', { name: 'Show West 40 on the map' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Fields on the map' })).toHaveTextContent('none');
    stop();
  });

  it('says so when a farm has no fields, and when the retailer has no accounts', async () => {
    const { unmount } = renderScreen(<UsersSidebar />, [
      retailer(),
      accounts([{ ...account, farms }]),
      noFields,
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Miller Creek Farms/ }));
    await userEvent.click(screen.getByRole('button', { name: /Creek Bottom/ }));
    expect(await screen.findByText('This farm has no fields yet.')).toBeVisible();
    unmount();

    renderScreen(<UsersSidebar />, [retailer(), accounts([])]);
    expect(await screen.findByText('No accounts added to this Ag Retailer')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add an account on Grower Accounts' })).toHaveAttribute(
      'href',
      '/ag_retailer',
    );
  });

  it('says when the accounts could not be loaded, and tries again', async () => {
    renderScreen(<UsersSidebar />, [
      retailer(),
      { request: { query: UsersSidebarQuery, variables: { page: 1 } }, error: new Error('offline') },
      accounts([{ ...account, farms }]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The grower accounts could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Miller Creek Farms/ })).toBeVisible();
  });
});
