import { useQuery } from '@apollo/client/react';
import { Alert, Avatar, Button, Card, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { isGodMode } from '../../session/godMode';
import type { Viewer } from '../../session/useViewer';
import { useAnswerConsent } from './hooks';
import { PartnerConsentQuery } from './operations';

/**
 * An app asks to connect to the signed-in user's own account (OAuth consent): who it is, what it
 * could do in plain words, the farms it would see, and where the browser goes back to. Allow or
 * Deny sends the browser back to the app.
 */
export function ConsentPage({ viewer }: { viewer: Viewer }) {
  const { uid = '' } = useParams();
  const godMode = isGodMode();
  const { data, loading, error } = useQuery(PartnerConsentQuery, { variables: { uid }, skip: godMode });
  const [answer, answering] = useAnswerConsent();
  const consent = data?.partnerConsent;

  let body: React.ReactNode;
  if (godMode) {
    body = (
      <Alert color="red" title="Apps connect to your own account only">
        You are working in {viewer.farmName} (god mode). Leave god mode, then connect the app again from the
        app.
      </Alert>
    );
  } else if (!consent) {
    body = loading ? (
      <Loader aria-label="Loading the app's request" />
    ) : (
      <Alert color="red" title="This request cannot be answered">
        {error?.message ?? 'The server did not answer.'}
      </Alert>
    );
  } else {
    const readsFields = consent.scopes.some((entry) => entry.scope.startsWith('fields:'));
    body = (
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={consent.app.logoUri ?? null} alt="" size="lg" radius="md" color="green">
            {consent.app.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Title order={2} size="h3">
              {consent.app.name} wants to connect to your account
            </Title>
            <Text size="sm" c="dimmed">
              Signed in as {viewer.fullName || viewer.email} ({viewer.farmName})
            </Text>
          </div>
        </Group>
        <div>
          <Text fw={600} mb={4}>
            It will be able to:
          </Text>
          <List spacing={4} size="sm" aria-label="What the app will be able to do">
            {consent.scopes.map((entry) => (
              <List.Item key={entry.scope}>{entry.wording}</List.Item>
            ))}
          </List>
        </div>
        {readsFields && (
          <div>
            <Text fw={600} mb={4}>
              Farms it will see:
            </Text>
            {consent.farms.length === 0 ? (
              <Text size="sm">You have no farms yet; it will see the ones you add.</Text>
            ) : (
              <List spacing={4} size="sm" aria-label="Farms the app will see">
                {consent.farms.map((farm) => (
                  <List.Item key={farm.id}>{farm.name}</List.Item>
                ))}
              </List>
            )}
          </div>
        )}
        <Text size="sm" c="dimmed">
          You will go back to {consent.redirectOrigin}. It cannot see your password, billing or cards, and you
          can disconnect it at any time under Connected apps in your profile menu.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" loading={answering} onClick={() => void answer(uid, false)}>
            Deny
          </Button>
          <Button loading={answering} onClick={() => void answer(uid, true)}>
            Allow
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Card withBorder shadow="sm" radius="md" p="xl" maw={560} w="100%" component="main">
        {body}
      </Card>
    </Center>
  );
}
