import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { answerOf, readablePayload, statusLook, when } from './delivery-words';
import { useRedeliverWebhook } from './manage-hooks';
import { WebhookDeliveryQuery } from './operations';

/**
 * One delivery: its event, each attempt (when it was sent, what the endpoint answered, how long
 * that took) and the payload every attempt sends; a failed one can be sent again from here.
 */
export function DeliveryDetails({ clientId, deliveryId }: { clientId: string; deliveryId: string }) {
  const { data, loading, error } = useQuery(WebhookDeliveryQuery, {
    variables: { clientId, id: deliveryId },
    fetchPolicy: 'cache-and-network',
  });
  const [redeliver, redelivering] = useRedeliverWebhook();
  const delivery = data?.webhookDelivery;

  if (!delivery) {
    if (loading) return <Loader aria-label="Loading the delivery" />;
    return (
      <Alert color="red" title="The delivery could not be loaded">
        {error?.message ?? 'The server did not answer.'}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Badge color={statusLook[delivery.status].color} variant="light">
          {statusLook[delivery.status].label}
        </Badge>
        <Text size="sm">
          <Text span ff="monospace" size="sm">
            evt_{delivery.eventId}
          </Text>{' '}
          (its{' '}
          <Text span ff="monospace" size="sm">
            webhook-id
          </Text>{' '}
          on every attempt)
        </Text>
        {delivery.nextAttemptAt && <Text size="sm">Next attempt {when(delivery.nextAttemptAt)}</Text>}
        {delivery.status === 'FAILED' && (
          <Button
            size="xs"
            variant="outline"
            loading={redelivering}
            onClick={() => void redeliver(clientId, delivery.id)}
          >
            Send again
          </Button>
        )}
      </Group>
      <Title order={3} size="h5">
        Attempts
      </Title>
      {delivery.attemptLog.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not tried yet{delivery.attempts > 0 ? ' since attempts were recorded' : ''}.
        </Text>
      ) : (
        <Table aria-label="Attempts" withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Answer</Table.Th>
              <Table.Th>Took</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {delivery.attemptLog.map((attempt, index) => (
              <Table.Tr key={attempt.at}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{when(attempt.at)}</Table.Td>
                <Table.Td>{answerOf(attempt)}</Table.Td>
                <Table.Td>{attempt.durationMs} ms</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Title order={3} size="h5">
          Payload
        </Title>
        <CopyButton value={delivery.payload}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy the payload as sent'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ maxHeight: 360, overflow: 'auto' }}>
        {readablePayload(delivery.payload)}
      </Code>
    </Stack>
  );
}
