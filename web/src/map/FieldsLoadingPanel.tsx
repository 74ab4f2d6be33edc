import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MIN_FIELDS_ZOOM } from './fieldStreamer';

/** The map's top-left panel: the screen's tool (the place search) above how far fields have loaded. */
export function FieldsLoadingPanel({
  zoom,
  loaded,
  expected,
  children,
}: {
  zoom: number;
  loaded: number;
  expected: number;
  children?: ReactNode;
}) {
  return (
    <Paper pos="absolute" top={12} left={12} p="xs" shadow="sm" withBorder style={{ zIndex: 2 }}>
      <Stack gap={6}>
        {children}
        {zoom < MIN_FIELDS_ZOOM ? (
          <Text size="sm" c="dimmed">
            Zoom in to see field boundaries. Dots mark where fields are.
          </Text>
        ) : expected > 0 && loaded < expected ? (
          <Group gap="xs" wrap="nowrap" role="status" aria-label="Loading fields">
            <Progress value={(100 * loaded) / expected} w={220} />
            <Text size="xs">
              {loaded.toLocaleString('en-US')} / {expected.toLocaleString('en-US')} fields
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {expected > 0
              ? `${expected.toLocaleString('en-US')} fields loaded nearby`
              : 'No field boundaries here.'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
