import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { WebhookDeliveryStatus } from '../../../graphql/generated/graphql';
import { DeliveryDetails } from './DeliveryDetails';
import { statusLook, when } from './delivery-words';
import { useRedeliverWebhook } from './manage-hooks';

type Delivery = {
  id: string;
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatus?: number | null;
  lastError?: string | null;
  nextAttemptAt?: string | null;
  createdAt: string;
  deliveredAt?: string | null;
  lastAttemptAt?: string | null;
};

/**
 * When the delivery was last sent: its latest attempt, which once delivered is the one that
 * succeeded (a delivery that got through on its third try was sent then, not at its first).
 * Attempts made before they were recorded have only the delivery's time.
 */
const lastSent = (delivery: Delivery) => {
  const at = delivery.lastAttemptAt ?? delivery.deliveredAt;
  return at ? when(at) : 'Not yet';
};

/**
 * An app's latest deliveries: the event, how it went, tries made, what the endpoint said, the next
 * try and the last; each opens to its attempts and payload, and a failed one can be sent again.
 */
export function WebhookDeliveries({
  clientId,
  deliveries,
}: {
  clientId: string;
  deliveries: readonly Delivery[] | undefined;
}) {
  const [redeliver, redelivering] = useRedeliverWebhook();
  const openDetails = (delivery: Delivery) =>
    modals.open({
      title: `Delivery of ${delivery.type}`,
      size: 'xl',
      children: <DeliveryDetails clientId={clientId} deliveryId={delivery.id} />,
    });

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
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Webhook deliveries" withTableBorder verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Last answer</Table.Th>
                <Table.Th>Next retry</Table.Th>
                <Table.Th>Last sent</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
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
                  <Table.Td>{lastSent(delivery)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => openDetails(delivery)}
                        aria-label={`Details of ${delivery.type}, queued ${when(delivery.createdAt)}`}
                      >
                        Details
                      </Button>
                      {delivery.status === 'FAILED' && (
                        <Button
                          size="compact-sm"
                          variant="outline"
                          loading={redelivering}
                          onClick={() => void redeliver(clientId, delivery.id)}
                          aria-label={`Send again: ${delivery.type}, queued ${when(delivery.createdAt)}`}
                        >
                          Send again
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
