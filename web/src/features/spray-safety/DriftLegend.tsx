import { Group, Paper, Stack, Text } from '@mantine/core';
import type { SprayColors } from '../../map/sprayLayers';
import { SampleForecastLabel } from './SprayStatus';
import type { useSprayMap } from './useSprayMap';
import { driftLine } from './wording';

function Swatch({ color, opacity }: { color: string; opacity: number }) {
  return (
    <span
      aria-hidden
      style={{
        width: 14,
        height: 14,
        borderRadius: 3,
        background: color,
        opacity,
        border: `1px solid ${color}`,
      }}
    />
  );
}

type Legend = NonNullable<ReturnType<typeof useSprayMap>['legend']>;

/** What the map's spray colours mean, for the field in focus. */
export function DriftLegend({
  legend,
  colors,
  fieldName,
}: {
  legend: Legend;
  colors: SprayColors;
  fieldName: string;
}) {
  const incompatible = legend.adjacent.filter((field) => field.compatible === false);
  const compatible = legend.adjacent.filter((field) => field.compatible === true);
  const labels = [...new Set(incompatible.map((field) => field.label ?? 'a crop'))].join(', ');
  return (
    <Paper
      pos="absolute"
      bottom={28}
      left={12}
      p="xs"
      shadow="sm"
      withBorder
      maw={360}
      style={{ zIndex: 2 }}
      data-testid="map.drift-legend"
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Drift zone of {fieldName}
        </Text>
        {legend.zone ? (
          <Group gap={6} wrap="nowrap">
            <Swatch color={colors.drift} opacity={0.7} />
            <Text size="xs">{driftLine(legend.zone)}</Text>
          </Group>
        ) : (
          <Text size="xs" c="orange.8">
            {legend.unavailable}
          </Text>
        )}
        <Group gap={6} wrap="nowrap">
          <Swatch color={colors.incompatible} opacity={0.65} />
          <Text size="xs">
            Incompatible with the plan: {incompatible.length}
            {incompatible.length ? ` (${labels})` : ''}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Swatch color={colors.compatible} opacity={0.65} />
          <Text size="xs">Compatible: {compatible.length}</Text>
        </Group>
        {legend.zone?.weatherSource === 'SAMPLE' && (
          <Group gap={6}>
            <SampleForecastLabel />
            <Text size="xs" c="dimmed">
              made-up weather for trying the tools
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
