import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddByEmailModal } from './AddByEmailModal';
import { AssignedAccountsQuery } from './operations';
import { TableFooter } from './TableFooter';

/** The retailer's side (spec: 'Assigned Ag Retailer accounts'): accounts it may enter in god mode. */
export function RetailerAccountsTable() {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data, loading, refetch } = useQuery(AssignedAccountsQuery, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = data?.assignedAccounts.result ?? [];

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3}>Assigned Ag Retailer accounts</Title>
        <Button onClick={() => setAdding(true)}>Add Account</Button>
      </Group>
      <Table striped highlightOnHover aria-label="Assigned Ag Retailer accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account name</Table.Th>
            <Table.Th>User email</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {account.accountName}
                </Text>
                <Text size="xs" c="dimmed">
                  {account.fullName}
                </Text>
              </Table.Td>
              <Table.Td>{account.email}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
          {!loading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text c="dimmed" ta="center" py="md">
                  No accounts added to this Ag Retailer
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <TableFooter meta={data?.assignedAccounts.meta} loading={loading} onPage={setPage} />
      <AddByEmailModal
        opened={adding}
        title="Add Account"
        note="An activation mail will be sent to this user's email. The account appears here once they accept it."
        onClose={() => setAdding(false)}
        onSent={() => refetch()}
      />
    </Paper>
  );
}
