import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { LabelBreachFieldsFragment } from '../../graphql/generated/graphql';
import { noWindowLine } from './no-window';
import { useFieldSpray } from './useFieldSpray';
import { indexTone, TONE_COLOR, weatherLine, windowLine } from './wording';

/** 'Sample forecast' wherever sample weather shows: it is never to be taken for live weather. */
export function SampleForecastLabel() {
  return (
    <Badge size="xs" variant="outline" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      Sample forecast
    </Badge>
  );
}

/**
 * A field's sprayability index (hover explains it), its weather now and the next spray window.
 * When the weather source fails it says so, and shows no index.
 */
export function SprayStatus({ uuid, explained = false }: { uuid: string; explained?: boolean }) {
  const { spray, loading, failed } = useFieldSpray(uuid);
  if (loading)
    return (
      <Text size="xs" c="dimmed">
        Checking sprayability…
      </Text>
    );
  if (failed || !spray)
    return (
      <Text size="xs" c="dimmed">
        Sprayability could not be loaded.
      </Text>
    );
  if (!spray.sprayability)
    return (
      <Tooltip label={spray.unavailable} multiline w={260} withArrow>
        <Text size="xs" c="orange.8" data-testid="spray.weather-unavailable">
          Weather unavailable: no sprayability
        </Text>
      </Tooltip>
    );
  const { index, explanation, weather, windows, hours, allowed, breaches, cautions, labels } =
    spray.sprayability;
  // A label rule decides before the score: an hour it forbids is never shown as good.
  const tone = allowed ? indexTone(index) : 'poor';
  const unregistered = labels.flatMap((label) => label.products.filter((product) => !product.registered));
  return (
    <Stack gap={2} data-testid="spray.status">
      <Group gap={6} wrap="nowrap">
        <Tooltip label={explanation} multiline w={280} withArrow openDelay={100}>
          <Badge
            color={TONE_COLOR[tone]}
            variant="filled"
            size="sm"
            radius="sm"
            aria-label={`Sprayability ${explanation}${allowed ? '' : ', not allowed by the label'}`}
            data-testid="spray.index"
            style={{ cursor: 'help', flexShrink: 0, overflow: 'visible' }}
          >
            {index}
          </Badge>
        </Tooltip>
        <Text size="xs" c="dimmed" truncate={!explained}>
          {weatherLine(weather)}
        </Text>
      </Group>
      {explained && <Text size="xs">Sprayability {explanation}</Text>}
      {breaches.map((breach) => (
        <LabelLine key={breach.rule} breach={breach} lead="Not allowed now" color="red.8" />
      ))}
      {cautions.map((breach) => (
        <LabelLine
          key={breach.rule}
          breach={breach}
          lead={breach.tier === 'RESTRICTED' ? 'Label restriction' : 'Advice'}
          color="orange.8"
        />
      ))}
      {unregistered.length > 0 && (
        <Text size="xs" c="red.8" data-testid="spray.unregistered">
          Not registered for this use today: {unregistered.map((product) => product.name).join(', ')}
        </Text>
      )}
      <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
        <Text size="xs" c={windows.length ? 'green.8' : 'dimmed'}>
          {windows.length > 0 ? windowLine(windows, new Date(), weather.timeZone) : noWindowLine(hours)}
        </Text>
        {weather.source === 'SAMPLE' && <SampleForecastLabel />}
      </Group>
    </Stack>
  );
}

/** A label rule in its own words, with what breaks it; the source and its status on hover. */
function LabelLine({
  breach,
  lead,
  color,
}: {
  breach: LabelBreachFieldsFragment;
  lead: string;
  color: string;
}) {
  const status = breach.confirmed ? '' : ' Not yet confirmed on a published label.';
  return (
    <Tooltip
      label={`${breach.products} label. Source: ${breach.source}.${status}`}
      multiline
      w={320}
      withArrow
    >
      <Text size="xs" c={color} data-testid="spray.label-rule" style={{ cursor: 'help' }}>
        {lead}: {breach.found}. {breach.words}
      </Text>
    </Tooltip>
  );
}
