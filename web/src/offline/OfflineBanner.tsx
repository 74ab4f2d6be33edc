import { offlineBanner } from '@field-boundaries/contract/offline-wording';
import { Group, Paper, Text } from '@mantine/core';
import { useStore } from 'zustand';
import { connection } from './connection';

/**
 * Says plainly, above the screen's content, that the page is offline and how old what it shows is. Gone as
 * soon as an answer arrives from the gateway again.
 */
export function OfflineBanner() {
  const { offline, lastUpdated } = useStore(connection);
  if (!offline) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      data-testid="offline.banner"
      radius={0}
      px="md"
      py={6}
      style={{
        flex: 'none',
        background: '#fff3bf',
        borderBottom: '1px solid #e8b800',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <Text fw={700} c="#3d2e00">
          {offlineBanner(lastUpdated === null ? null : new Date(lastUpdated), new Date())}
        </Text>
        <Text c="#3d2e00">
          Showing your fields as last seen here. Changes cannot be saved until you are back online.
        </Text>
      </Group>
    </Paper>
  );
}
