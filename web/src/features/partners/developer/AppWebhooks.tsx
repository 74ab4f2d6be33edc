import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@field-boundaries/contract/webhook-events';
import { Button, Checkbox, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { WriteButton } from '../../../offline/WriteButton';
import { useAddWebhookEndpoint, useRemoveWebhookEndpoint } from './hooks';
import { useSendTestWebhook } from './manage-hooks';
import { ShownOnce } from './ShownOnce';

/** Each event in plain words, as the developer chooses what an endpoint gets. */
export const eventWording: Record<WebhookEventType, string> = {
  'field.created': 'A grower adds a field',
  'field.updated': 'A field’s boundary or details change',
  'field.deleted': 'A field is deleted',
  'spray.started': 'A spray starts',
  'spray.stopped': 'A spray stops',
  'neighbour.notice': 'A neighbour is told of a spray nearby',
  'report.saved': 'An Application Summary Report is saved',
};

type Endpoint = { id: string; url: string; events: readonly string[] };

/**
 * An app's webhook endpoints: each URL and its events, a test event sent on request, Remove, and
 * a form to add one (https, or http on loopback while developing). A new endpoint's signing
 * secret is shown once, here.
 */
export function AppWebhooks({ clientId, endpoints }: { clientId: string; endpoints: readonly Endpoint[] }) {
  const [add, adding] = useAddWebhookEndpoint();
  const [remove, removing] = useRemoveWebhookEndpoint();
  const [sendTest] = useSendTestWebhook();
  const [testing, setTesting] = useState<string | null>(null);
  const test = async (endpointId: string) => {
    setTesting(endpointId);
    await sendTest(clientId, endpointId);
    setTesting(null);
  };
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm({
    initialValues: { url: '', events: [] as string[] },
    validate: {
      url: (value) => (value.trim() ? null : 'Give the endpoint’s URL.'),
      events: (value) => (value.length > 0 ? null : 'Choose one or more events.'),
    },
  });
  const submit = form.onSubmit(async ({ url, events }) => {
    setSecret(null);
    const outcome = await add(clientId, url.trim(), events);
    if (!outcome.ok)
      return form.setErrors(outcome.errors._form ? { url: outcome.errors._form } : outcome.errors);
    setSecret(outcome.value.secret);
    form.reset();
  });

  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        Webhook endpoints
      </Title>
      {endpoints.length === 0 ? (
        <Text size="sm" c="dimmed">
          No endpoints yet: add one to be told of growers’ changes as they happen.
        </Text>
      ) : (
        <Table aria-label="Webhook endpoints" withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>URL</Table.Th>
              <Table.Th>Events</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {endpoints.map((endpoint) => (
              <Table.Tr key={endpoint.id}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{endpoint.url}</Table.Td>
                <Table.Td>{endpoint.events.join(', ')}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant="default"
                      loading={testing === endpoint.id}
                      onClick={() => void test(endpoint.id)}
                      aria-label={`Send test event to ${endpoint.url}`}
                    >
                      Send test event
                    </Button>
                    <Button
                      size="xs"
                      // Outline in red.8: a subtle button's red text is Mantine's pale red.6, under 4.5:1.
                      variant="outline"
                      color="red.8"
                      loading={removing}
                      onClick={() => void remove(clientId, endpoint.id)}
                      aria-label={`Remove ${endpoint.url}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {secret && <ShownOnce title="Copy the signing secret now" label="Signing secret" value={secret} />}
      <form onSubmit={submit} noValidate aria-label="Add a webhook endpoint">
        <Stack gap="xs">
          <TextInput
            label="Endpoint URL"
            placeholder="https://example.com/webhooks"
            description="https; http only on 127.0.0.1 or localhost while you develop."
            {...form.getInputProps('url')}
          />
          <Checkbox.Group label="Events" {...form.getInputProps('events')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={type} description={eventWording[type]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end">
            <WriteButton type="submit" variant="light" loading={adding}>
              Add endpoint
            </WriteButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
