import { useQuery } from '@apollo/client/react';
import { isPartnerScope, scopeWording } from '@field-boundaries/contract/partner-scopes';
import { Alert, Avatar, Badge, Button, Card, Divider, Group, List, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useState } from 'react';
import { PartnerAppsQuery, WebhookDeliveriesQuery } from '../operations';
import { AppOperations } from './AppOperations';
import { AppWebhooks } from './AppWebhooks';
import { EditAppForm } from './EditAppForm';
import { useRemovePartnerApp } from './hooks';
import { RegisterAppForm } from './RegisterAppForm';
import { CopyableValue } from './ShownOnce';
import { WebhookDeliveries } from './WebhookDeliveries';

// Deliveries change while the page is open (retries, an endpoint that starts answering); while one
// is due within the minute (a test event just sent, a redelivery) they are looked at every 2 s,
// as often as the api's worker sends.
const DELIVERIES_POLL_MS = 15_000;
const DUE_SOON_POLL_MS = 2_000;
const dueSoon = (nextAttemptAt: string | null | undefined) =>
  !!nextAttemptAt && Date.parse(nextAttemptAt) - Date.now() < 60_000;

const wordingOf = (scope: string) => (isPartnerScope(scope) ? scopeWording[scope] : scope);

/**
 * The apps a developer registered (every app, for staff): register one, see each app's client
 * id, redirect URIs and scopes, remove it, and manage its webhook endpoints and deliveries and
 * the operations it sends by hash.
 */
export function DeveloperAppsPage() {
  const { data, loading, error } = useQuery(PartnerAppsQuery, { fetchPolicy: 'cache-and-network' });
  const [pollInterval, setPollInterval] = useState(DELIVERIES_POLL_MS);
  const deliveries = useQuery(WebhookDeliveriesQuery, { fetchPolicy: 'cache-and-network', pollInterval });
  const anyDueSoon = !!deliveries.data?.partnerApps.some((app) =>
    app.webhookDeliveries.some(
      (delivery) => delivery.status === 'PENDING' && dueSoon(delivery.nextAttemptAt),
    ),
  );
  useEffect(() => setPollInterval(anyDueSoon ? DUE_SOON_POLL_MS : DELIVERIES_POLL_MS), [anyDueSoon]);
  const [remove, removing] = useRemovePartnerApp();
  const apps = data?.partnerApps;
  const deliveriesOf = (clientId: string) =>
    deliveries.data?.partnerApps.find((app) => app.clientId === clientId)?.webhookDeliveries;

  const openRegister = () =>
    modals.open({
      title: 'Register an app',
      size: 'lg',
      closeOnClickOutside: false,
      children: <RegisterAppForm onDone={() => modals.closeAll()} />,
    });
  const openEdit = (app: NonNullable<typeof apps>[number]) =>
    modals.open({
      title: `Edit ${app.name}`,
      size: 'lg',
      closeOnClickOutside: false,
      children: <EditAppForm app={app} onDone={() => modals.closeAll()} />,
    });
  const confirmRemove = (clientId: string, name: string) =>
    modals.openConfirmModal({
      title: `Remove ${name}?`,
      children: (
        <Text size="sm">
          Every grower connected to {name} is disconnected at once, and its webhooks stop. This cannot be
          undone.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      onConfirm: () => void remove(clientId, name),
    });

  if (!apps) {
    if (loading) return <Loader aria-label="Loading your apps" />;
    return (
      <Alert color="red" title="Your apps could not be loaded">
        {error?.message ?? 'The server did not answer.'}
      </Alert>
    );
  }

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Apps that growers connect to their accounts through OAuth. Each asks for the scopes listed under it;
          growers see them in these words on the consent screen.
        </Text>
        <Button onClick={openRegister} style={{ flexShrink: 0 }}>
          Register an app
        </Button>
      </Group>
      {apps.length === 0 && <Text>You have not registered an app yet.</Text>}
      {apps.map((app) => (
        <Card
          key={app.clientId}
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-label={app.name}
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="md" align="flex-start" wrap="nowrap">
                <Avatar src={app.logoUri ?? null} alt="" radius="md" color="green">
                  {app.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={600}>{app.name}</Text>
                    <Badge variant="light" color={app.confidential ? 'grape' : 'blue'}>
                      {app.confidential ? 'Confidential' : 'Public'}
                    </Badge>
                  </Group>
                  <CopyableValue label="Client id" value={app.clientId} />
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Button variant="default" onClick={() => openEdit(app)} aria-label={`Edit ${app.name}`}>
                  Edit
                </Button>
                <Button
                  color="red.8"
                  variant="outline"
                  loading={removing}
                  onClick={() => confirmRemove(app.clientId, app.name)}
                >
                  Remove
                </Button>
              </Group>
            </Group>
            <div>
              <Text size="sm" fw={600}>
                Redirect URIs
              </Text>
              <List size="sm" aria-label={`Redirect URIs of ${app.name}`}>
                {app.redirectUris.map((uri) => (
                  <List.Item key={uri} style={{ wordBreak: 'break-all' }}>
                    {uri}
                  </List.Item>
                ))}
              </List>
            </div>
            <div>
              <Text size="sm" fw={600}>
                Scopes
              </Text>
              <List size="sm" aria-label={`Scopes of ${app.name}`}>
                {app.scopes.map((scope) => (
                  <List.Item key={scope}>
                    <Text span size="sm" ff="monospace">
                      {scope}
                    </Text>{' '}
                    — {wordingOf(scope)}
                  </List.Item>
                ))}
              </List>
            </div>
            <Divider />
            <AppWebhooks clientId={app.clientId} endpoints={app.webhookEndpoints} />
            <Divider />
            <WebhookDeliveries clientId={app.clientId} deliveries={deliveriesOf(app.clientId)} />
            <Divider />
            <AppOperations clientId={app.clientId} appName={app.name} operations={app.operations} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
