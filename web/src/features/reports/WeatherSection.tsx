import { Alert, Fieldset, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { usLongInstant } from './format';
import type { ReportValues } from './formValues';

export type WeatherNote = { source: string | null; issuedAt: string | null; error: string | null };

/** Where a reading at the start came from, as the record prints it beside the reading. */
const SOURCE_WORDS: Record<string, string> = {
  applicator: 'measured by you',
  'spray-start': 'measured at boom height at "Start spraying"',
  nws: 'NWS forecast, not a measurement: change it if you measured it',
  sample: 'Sample forecast, not a measurement: enter what you measured',
};
type Reading = 'temperature' | 'humidity' | 'windSpeed' | 'windDirection';

/** Weather at the application; a new report starts from the first forecast hour, humidity empty. */
export function WeatherSection({
  form,
  note,
}: {
  form: UseFormReturnType<ReportValues>;
  note: WeatherNote | null;
}) {
  const direction = form.getInputProps('weather.windDirection');
  // A forecast reading changed by hand is the applicator's own, and only that one: a value kept
  // from the forecast stays the forecast's in the record.
  const sources = form.getValues().weather.sources;
  const sourceOf = (path: Reading) => `Source: ${SOURCE_WORDS[sources[path]] ?? SOURCE_WORDS.applicator}`;
  const reading = (path: Reading | 'precipitation') => {
    const props = form.getInputProps(`weather.${path}`);
    return {
      ...props,
      ...(path === 'precipitation' ? {} : { description: sourceOf(path) }),
      onChange: (value: unknown) => {
        props.onChange(value);
        if (path !== 'precipitation') form.setFieldValue(`weather.sources.${path}`, 'applicator');
      },
    };
  };
  return (
    <Fieldset legend="Weather">
      {note?.error && (
        <Alert color="red" mb="sm" title="No forecast">
          {note.error}
        </Alert>
      )}
      {note?.source && (
        <Text size="xs" c="dimmed" mb="xs">
          {note.source === 'sample'
            ? 'Prefilled from the Sample forecast (not live weather): enter what you measured at the field.'
            : `Prefilled from the National Weather Service forecast${note.issuedAt ? ` issued ${usLongInstant(note.issuedAt)}` : ''}: check it against the field.`}
        </Text>
      )}
      <SimpleGrid cols={3}>
        <NumberInput label="Temperature (°F)" withAsterisk {...reading('temperature')} />
        <NumberInput label="Humidity (%)" withAsterisk min={0} max={100} {...reading('humidity')} />
        <NumberInput label="Wind speed (mph)" withAsterisk min={0} {...reading('windSpeed')} />
        <TextInput
          label="Wind direction"
          placeholder="NNW"
          withAsterisk
          {...direction}
          description={sourceOf('windDirection')}
          onChange={(event) => {
            form.setFieldValue('weather.windDirection', event.currentTarget.value.toUpperCase());
            form.setFieldValue('weather.sources.windDirection', 'applicator');
          }}
        />
        <NumberInput
          label="Chance of rain (%, forecast)"
          withAsterisk
          min={0}
          max={100}
          {...reading('precipitation')}
        />
      </SimpleGrid>
      <StartCheckNote form={form} />
      <Text size="sm" fw={500} mt="sm">
        At the end, measured at boom height
      </Text>
      <SimpleGrid cols={3}>
        <NumberInput label="End temperature (°F)" {...form.getInputProps('weather.atFinish.temperature')} />
        <NumberInput
          label="End wind speed (mph)"
          min={0}
          {...form.getInputProps('weather.atFinish.windSpeed')}
        />
        <TextInput
          label="End wind direction"
          placeholder="NNW or CALM"
          {...form.getInputProps('weather.atFinish.windDirection')}
          onChange={(event) =>
            form.setFieldValue('weather.atFinish.windDirection', event.currentTarget.value.toUpperCase())
          }
        />
      </SimpleGrid>
    </Fieldset>
  );
}

/** What "Start spraying" measured and the grower confirmed: kept in the record as it was. */
function StartCheckNote({ form }: { form: UseFormReturnType<ReportValues> }) {
  const check = form.getValues().startCheck;
  if (!check) return null;
  const wind = check.windFrom === 'CALM' ? 'calm' : `${check.windMph ?? '?'} mph from ${check.windFrom}`;
  return (
    <Alert color="gray" mt="sm" title='Kept from "Start spraying"'>
      <Text size="sm">
        Started {usLongInstant(check.startedAt)}: {check.temperatureF ?? '?'} °F, wind {wind} (the drift zone
        was swept with this wind).
      </Text>
      {check.confirmedForecast.length > 0 ? (
        <Text size="sm">Forecast confirmed: {check.confirmedForecast.join(' ')}</Text>
      ) : (
        <Text size="sm">The forecast broke no label rule.</Text>
      )}
    </Alert>
  );
}
