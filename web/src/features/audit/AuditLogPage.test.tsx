import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuditLogPage } from './AuditLogPage';
import { AuditLogQuery } from './operations';

// The staff audit log: god-mode work names the retailer for the account, and staff narrow the
// log to one account or one person who acted, typed in or picked from a row.
const meta = (total: number) => ({
  __typename: 'PaginationMeta',
  page: 1,
  totalPages: 1,
  total,
  resultsOnPage: total,
  previousPage: null,
  nextPage: null,
});
const sprayStarted = {
  __typename: 'AuditEntry',
  id: '41',
  action: 'spray.started',
  actorUuid: 'retailer-1',
  actor: { __typename: 'AuditPerson', fullName: 'Sam Ortiz', email: 'retailer@demo.farm' },
  accountUuid: 'grower-1',
  account: {
    __typename: 'AuditAccount',
    fullName: 'Dana Miller',
    email: 'grower@demo.farm',
    name: 'Miller Creek Farms',
  },
  detail: JSON.stringify({
    herbicides: '2,4-D, dicamba (Group 4)',
    fields: ['f-1'],
    neighbours_notified: 1,
    god_mode: true,
  }),
  createdAt: '2026-11-27T15:05:00Z',
};
const ownEdit = {
  ...sprayStarted,
  id: '40',
  action: 'field.edited',
  actorUuid: 'grower-1',
  actor: { __typename: 'AuditPerson', fullName: 'Dana Miller', email: 'grower@demo.farm' },
  detail: JSON.stringify({ name: 'Creek field', changed: ['name', 'crop_trait'] }),
};
const answer = (variables: Record<string, unknown>, entries: unknown[]) => ({
  request: { query: AuditLogQuery, variables: { page: 1, ...variables } },
  result: { data: { auditLog: { __typename: 'AuditPage', meta: meta(entries.length), result: entries } } },
});

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderLog(mocks: MockLink.MockedResponse[], at = '/audit') {
  return render(
    <MockedProvider mocks={mocks}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[at]}>
          <AuditLogPage />
          <Address />
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}

/** The first page is shown (the action filter's choices hold the same words, outside the table). */
const loaded = () => within(screen.getByRole('table', { name: 'Audit log' })).findByText('Started spraying');

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

describe('the audit log', () => {
  it('names the retailer who acted in god mode, for the account, in words', async () => {
    renderLog([answer({}, [sprayStarted, ownEdit])]);
    expect(await loaded()).toBeInTheDocument();
    const [spray, edit] = rowsOf();
    expect(spray).toHaveTextContent('2,4-D, dicamba (Group 4), on 1 field, 1 neighbour told');
    expect(spray).toHaveTextContent('Sam Ortizretailer@demo.farmGod mode');
    expect(spray).toHaveTextContent('Miller Creek FarmsDana Miller · grower@demo.farm');
    expect(edit).toHaveTextContent('Edited a field“Creek field”: name, crop trait');
    expect(within(edit as HTMLElement).queryByText('God mode')).toBeNull();
  });

  it('filters by account and by the person who acted, typed in', async () => {
    const user = userEvent.setup();
    renderLog([
      answer({}, [sprayStarted, ownEdit]),
      answer({ account: 'grower@demo.farm', actor: 'retailer@demo.farm' }, [sprayStarted]),
    ]);
    await loaded();
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'grower@demo.farm');
    await user.type(screen.getByRole('textbox', { name: 'Done by' }), 'retailer@demo.farm');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent(
      '?account=grower%40demo.farm&actor=retailer%40demo.farm',
    );
    expect(await screen.findByText('Total records: 1')).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(1);
  });

  it('filters by what was done, chosen by its words', async () => {
    const user = userEvent.setup();
    renderLog([answer({}, [sprayStarted, ownEdit]), answer({ action: 'field.edited' }, [ownEdit])]);
    await loaded();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Edited a field' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent('?action=field.edited');
    expect(await screen.findByText('Total records: 1')).toBeInTheDocument();
    expect(rowsOf()[0]).toHaveTextContent('Edited a field');
  });

  it('narrows to one person from a row, and shows everyone again', async () => {
    const user = userEvent.setup();
    renderLog([
      answer({}, [sprayStarted, ownEdit]),
      answer({ actor: 'retailer@demo.farm' }, [sprayStarted]),
      answer({}, [sprayStarted, ownEdit]),
    ]);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Show only what Sam Ortiz did' }));
    expect(screen.getByRole('textbox', { name: 'Done by' })).toHaveValue('retailer@demo.farm');
    expect(await screen.findByText('Total records: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(await screen.findByText('Total records: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^$/);
  });

  it("says the api's message when a filter is neither an e-mail nor a user id", async () => {
    renderLog(
      [
        {
          request: { query: AuditLogQuery, variables: { page: 1, actor: 'sam' } },
          result: { errors: [new GraphQLError('Filter by a person’s e-mail address or user id.')] },
        },
      ],
      '/audit?actor=sam',
    );
    expect(await screen.findByText('Filter by a person’s e-mail address or user id.')).toBeInTheDocument();
    expect(screen.getByText('Nothing recorded for this filter.')).toBeInTheDocument();
  });
});
