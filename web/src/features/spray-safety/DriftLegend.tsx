import { Group, Paper, Stack, Text } from '@mantine/core';
import { LegendRow } from '../../layout/LegendRow';
import type { SprayColors } from '../../map/sprayLayers';
import { SampleForecastLabel } from './SprayStatus';
import type { useSprayMap } from './useSprayMap';
import { driftLine } from './wording';

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
          <LegendRow color={colors.drift} opacity={0.7}>
            {driftLine(legend.zone)}
          </LegendRow>
        ) : (
          <Text size="xs" c="orange.8">
            {legend.unavailable}
          </Text>
        )}
        <LegendRow color={colors.incompatible} opacity={0.65}>
          Incompatible with the plan: {incompatible.length}
          {incompatible.length ? ` (${labels})` : ''}
        </LegendRow>
        <LegendRow color={colors.compatible} opacity={0.65}>
          Compatible: {compatible.length}
        </LegendRow>
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
