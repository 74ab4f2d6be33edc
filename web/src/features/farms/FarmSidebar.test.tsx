import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { FarmSidebarQuery } from '../../graphql/farms';
import { notify } from '../../notify';
import { renderScreen } from '../../test-utils';
import { FarmSidebar } from './FarmSidebar';

vi.mock('../../notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const slots = {
  farmTip: () => null,
  plannedSprayPicker: null,
  sprayControl: () => null,
  fieldSave: { save: async () => 'saved' as const, saving: false },
  boundaryFiles: { exports: [], importDialog: () => null },
  fieldStatus: () => null,
};

const farms = {
  myFarms: [{ __typename: 'Farm', id: 1, name: 'Home Place', fieldCount: 0, acres: 0, fields: [] }],
};

describe('the farm sidebar when the farm fields do not load', () => {
  it('says so in the spec’s words, and Try again loads them and says they were updated', async () => {
    const user = userEvent.setup();
    renderScreen(<FarmSidebar {...slots} />, [
      { request: { query: FarmSidebarQuery }, result: { errors: [new GraphQLError('upstream 502')] } },
      { request: { query: FarmSidebarQuery }, result: { data: farms } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'There was an error fetching farm fields. Please try reloading browser window!',
    );
    expect(notify.error).toHaveBeenCalledWith(
      'There was an error fetching farm fields. Please try reloading browser window!',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Home Place')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Farm fields have been updated!');
  });

  it('keeps the error branch, and toasts again, when the retry fails too', async () => {
    const user = userEvent.setup();
    vi.mocked(notify.error).mockClear();
    renderScreen(<FarmSidebar {...slots} />, [
      { request: { query: FarmSidebarQuery }, error: new Error('offline') },
      { request: { query: FarmSidebarQuery }, error: new Error('still offline') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledTimes(2));
  });
});
