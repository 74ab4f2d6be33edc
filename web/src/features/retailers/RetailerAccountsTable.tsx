import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AssignedAccountsQuery as Answer } from '../../graphql/generated/graphql';
import { type Column, PagedTable } from '../../layout/PagedTable';
import { AddByEmailModal } from './AddByEmailModal';
import { AssignedAccountsQuery } from './operations';

type Account = Answer['assignedAccounts']['result'][number];

const columns: Column<Account>[] = [
  {
    header: 'Account name',
    cell: (account) => (
      <>
        <Text size="sm" fw={500}>
          {account.accountName}
        </Text>
        <Text size="xs" c="dimmed">
          {account.fullName}
        </Text>
      </>
    ),
  },
  { header: 'User email', cell: (account) => account.email },
  {
    header: 'Action',
    cell: (account) => (
      <Button
        size="xs"
        variant="light"
        color="red"
        component={Link}
        to={`/god-mode/login/${account.uuid}`}
        aria-label={`Enter ${account.accountName} in god mode`}
      >
        God mode login
      </Button>
    ),
  },
];

/**
 * The retailer's side: accounts it may enter in god mode. The page itself is titled 'Assigned
 * Ag Retailer accounts' (spec 2.3), so the table carries no heading of its own.
 */
export function RetailerAccountsTable() {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data, loading, refetch } = useQuery(AssignedAccountsQuery, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  return (
    <PagedTable
      label="Assigned Ag Retailer accounts"
      action={<Button onClick={() => setAdding(true)}>Add Account</Button>}
      columns={columns}
      rows={data?.assignedAccounts.result ?? []}
      rowKey={(account) => account.id}
      empty="No accounts added to this Ag Retailer"
      meta={data?.assignedAccounts.meta}
      loading={loading}
      onPage={setPage}
    >
      <AddByEmailModal
        opened={adding}
        title="Add Account"
        note="An activation mail will be sent to this user's email. The account appears here once they accept it."
        onClose={() => setAdding(false)}
        onSent={() => refetch()}
      />
    </PagedTable>
  );
}
