import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MIN_FIELDS_ZOOM } from './fieldStreamer';

/** How many coverage dots the zoomed-out view has, and how many are drawn beside the markers. */
export type CoverageShown = { nodes: number; drawn: number };

/**
 * What the zoomed-out panel says, true to what the map draws: coverage dots give way to the
 * grower's own markers (markers.ts, coverageBesideMarkers), so where none or only some are drawn
 * the words say so rather than promise dots that are not there.
 */
export function zoomedOutHint({ nodes, drawn }: CoverageShown): string {
  const zoomIn = 'Zoom in to see field boundaries.';
  if (nodes === 0) return zoomIn;
  if (drawn === nodes) return `${zoomIn} Dots mark where fields are.`;
  if (drawn === 0) return `${zoomIn} Select a green marker to zoom to your fields.`;
  return `${zoomIn} Dots mark where fields are; near your fields, select a green marker.`;
}

/** The words once nothing in view is loading. */
export function loadedText(expected: number, asking: boolean): string {
  if (expected > 0) return `${expected.toLocaleString('en-US')} fields loaded nearby`;
  return asking ? 'Finding the fields here…' : 'No field boundaries here.';
}

/** The map's top-left panel: the screen's tool (the place search) above how far fields have loaded. */
export function FieldsLoadingPanel({
  zoom,
  loaded,
  expected,
  asking,
  coverage,
  children,
}: {
  zoom: number;
  coverage: CoverageShown;
  loaded: number;
  expected: number;
  /** The view's nodes are being asked for: "no boundaries here" is not known yet. */
  asking: boolean;
  children?: ReactNode;
}) {
  return (
    <Paper
      pos="absolute"
      top={12}
      left={12}
      // Clear of the zoom buttons at the map's right edge: on a narrow map (1024 px windows) the
      // search wraps rather than running under them and off the map.
      maw="calc(100% - 64px)"
      p="xs"
      shadow="sm"
      withBorder
      style={{ zIndex: 2 }}
    >
      <Stack gap={6}>
        {children}
        {zoom < MIN_FIELDS_ZOOM ? (
          <Text size="sm" c="dimmed">
            {zoomedOutHint(coverage)}
          </Text>
        ) : expected > 0 && loaded < expected ? (
          <Group gap="xs" wrap="nowrap" role="status" aria-label="Loading fields">
            <Progress value={(100 * loaded) / expected} w={220} aria-label="Fields loaded" />
            <Text size="xs">
              {loaded.toLocaleString('en-US')} / {expected.toLocaleString('en-US')} fields
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {loadedText(expected, asking)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
