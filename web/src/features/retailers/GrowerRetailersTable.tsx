import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { AddByEmailModal } from './AddByEmailModal';
import { useRemoveAgRetailer } from './hooks';
import { lastEnteredText } from './lastEntered';
import { AssignedRetailersQuery } from './operations';
import { TableFooter } from './TableFooter';

/** The grower's side: the Ag Retailers with access, when each last worked in the account, Remove. */
export function GrowerRetailersTable() {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data, loading, refetch } = useQuery(AssignedRetailersQuery, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const remove = useRemoveAgRetailer();
  const rows = data?.assignedRetailers.result ?? [];

  const confirmRemove = (id: string, name: string) =>
    modals.openConfirmModal({
      title: 'Remove Ag Retailer',
      children: (
        <Text size="sm">
          {name} will no longer see your farms or work in your account. You can add them again later.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Close' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        if (!(await remove(id))) return;
        // Spec 4: removal reloads page 1.
        if (page === 1) await refetch({ page: 1 });
        else setPage(1);
      },
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3}>Assigned Ag Retailers</Title>
        <Button onClick={() => setAdding(true)}>Add Ag Retailer</Button>
      </Group>
      <Table striped highlightOnHover aria-label="Assigned Ag Retailers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>AG Retailer name</Table.Th>
            <Table.Th>Last worked in your account</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((retailer) => (
            <Table.Tr key={retailer.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {retailer.fullName}
                </Text>
                <Text size="xs" c="dimmed">
                  {retailer.company} · {retailer.email}
                </Text>
              </Table.Td>
              <Table.Td>{lastEnteredText(retailer.lastEnteredAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => confirmRemove(retailer.id, retailer.fullName)}
                  aria-label={`Remove ${retailer.fullName}`}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {!loading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text c="dimmed" ta="center" py="md">
                  This account has no assigned Ag Retailers
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <TableFooter meta={data?.assignedRetailers.meta} loading={loading} onPage={setPage} />
      <AddByEmailModal
        opened={adding}
        title="Add Ag Retailer"
        note="Activation mail will be sent to Ag Retailer's email"
        onClose={() => setAdding(false)}
        onSent={() => refetch()}
      />
    </Paper>
  );
}
