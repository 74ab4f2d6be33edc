import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { WebhookDeliveryStatus } from '../../../graphql/generated/graphql';

type Delivery = {
  id: string;
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatus?: number | null;
  lastError?: string | null;
  nextAttemptAt?: string | null;
  createdAt: string;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const statusLook: Record<WebhookDeliveryStatus, { color: string; label: string }> = {
  DELIVERED: { color: 'green', label: 'Delivered' },
  PENDING: { color: 'yellow', label: 'Pending' },
  FAILED: { color: 'red', label: 'Failed' },
};

/** An app's latest deliveries: the event, how it went, tries made, what the endpoint said, the next try. */
export function WebhookDeliveries({ deliveries }: { deliveries: readonly Delivery[] | undefined }) {
  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        Deliveries
      </Title>
      {!deliveries || deliveries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {deliveries ? 'Nothing has been sent yet.' : 'Loading the deliveries…'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Webhook deliveries" withTableBorder verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Last answer</Table.Th>
                <Table.Th>Next retry</Table.Th>
                <Table.Th>Sent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>{delivery.type}</Table.Td>
                  <Table.Td>
                    <Badge color={statusLook[delivery.status].color} variant="light">
                      {statusLook[delivery.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{delivery.attempts}</Table.Td>
                  <Table.Td>
                    {delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : (delivery.lastError ?? '—')}
                  </Table.Td>
                  <Table.Td>{delivery.nextAttemptAt ? when(delivery.nextAttemptAt) : '—'}</Table.Td>
                  <Table.Td>{when(delivery.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
