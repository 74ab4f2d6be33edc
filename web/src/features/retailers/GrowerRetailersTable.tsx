import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { AssignedRetailersQuery as Answer } from '../../graphql/generated/graphql';
import { PagedTable } from '../../layout/PagedTable';
import { AddByEmailModal } from './AddByEmailModal';
import { useRemoveAgRetailer } from './hooks';
import { lastEnteredText } from './lastEntered';
import { AssignedRetailersQuery } from './operations';

type Retailer = Answer['assignedRetailers']['result'][number];

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

  const confirmRemove = (retailer: Retailer) =>
    modals.openConfirmModal({
      title: 'Remove Ag Retailer',
      children: (
        <Text size="sm">
          {retailer.fullName} will no longer see your farms or work in your account. You can add them again
          later.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Close' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        if (!(await remove(retailer.id))) return;
        // Spec 4: removal reloads page 1.
        if (page === 1) await refetch({ page: 1 });
        else setPage(1);
      },
    });

  return (
    <PagedTable
      label="Assigned Ag Retailers"
      title="Assigned Ag Retailers"
      action={<Button onClick={() => setAdding(true)}>Add Ag Retailer</Button>}
      columns={[
        {
          header: 'AG Retailer name',
          cell: (retailer) => (
            <>
              <Text size="sm" fw={500}>
                {retailer.fullName}
              </Text>
              <Text size="xs" c="dimmed">
                {retailer.company} · {retailer.email}
              </Text>
            </>
          ),
        },
        {
          header: 'Last worked in your account',
          cell: (retailer) => lastEnteredText(retailer.lastEnteredAt),
        },
        {
          header: 'Action',
          cell: (retailer) => (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => confirmRemove(retailer)}
              aria-label={`Remove ${retailer.fullName}`}
            >
              Remove
            </Button>
          ),
        },
      ]}
      rows={data?.assignedRetailers.result ?? []}
      rowKey={(retailer) => retailer.id}
      empty="This account has no assigned Ag Retailers"
      meta={data?.assignedRetailers.meta}
      loading={loading}
      onPage={setPage}
    >
      <AddByEmailModal
        opened={adding}
        title="Add Ag Retailer"
        note="Activation mail will be sent to Ag Retailer's email"
        onClose={() => setAdding(false)}
        onSent={() => refetch()}
      />
    </PagedTable>
  );
}
