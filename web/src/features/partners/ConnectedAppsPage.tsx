import { useQuery } from '@apollo/client/react';
import { Alert, Avatar, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isGodMode } from '../../session/godMode';
import { useRevokeConnectedApp } from './hooks';
import { ConnectedAppsQuery } from './operations';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The apps connected to the user's own account: what each may do, when it last did, Revoke. */
export function ConnectedAppsPage() {
  const godMode = isGodMode();
  const { data, loading, error } = useQuery(ConnectedAppsQuery, {
    fetchPolicy: 'cache-and-network',
    skip: godMode,
  });
  const [revoke, revoking] = useRevokeConnectedApp();
  const apps = data?.connectedApps;

  if (godMode)
    return (
      <Alert color="blue" title="Connected apps are each person's own">
        Leave god mode to see the apps connected to your own account.
      </Alert>
    );
  if (!apps) {
    if (loading) return <Loader aria-label="Loading your connected apps" />;
    return (
      <Alert color="red" title="Your connected apps could not be loaded">
        {error?.message ?? 'The server did not answer.'}
      </Alert>
    );
  }

  const confirmRevoke = (clientId: string, name: string) =>
    modals.openConfirmModal({
      title: `Disconnect ${name}?`,
      children: (
        <Text size="sm">
          {name} will stop reaching your account at once. To use it again, connect it again from the app.
        </Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      onConfirm: () => void revoke(clientId, name),
    });

  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        Apps you allowed to reach your account. Each sees only what is listed under it; none sees your
        password, billing or cards.
      </Text>
      {apps.length === 0 && <Text>No apps are connected to your account.</Text>}
      {apps.map((app) => (
        <Card
          key={app.clientId}
          withBorder
          radius="md"
          padding="md"
          aria-label={app.name}
          component="section"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Group gap="md" align="flex-start" wrap="nowrap">
              <Avatar src={app.logoUri ?? null} alt="" radius="md" color="green">
                {app.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Stack gap={4}>
                <Text fw={600}>{app.name}</Text>
                <Group gap={6}>
                  {app.scopes.map((entry) => (
                    <Badge key={entry.scope} variant="light" color="gray" title={entry.wording} tt="none">
                      {entry.wording}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  Connected {when(app.connectedAt)} ·{' '}
                  {app.lastUsedAt ? `last used ${when(app.lastUsedAt)}` : 'not used yet'}
                </Text>
              </Stack>
            </Group>
            <Button
              color="red.8"
              variant="outline"
              // Long scope badges beside it must not squeeze its label.
              style={{ flexShrink: 0 }}
              loading={revoking}
              onClick={() => confirmRevoke(app.clientId, app.name)}
            >
              Revoke
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
