import { Alert, Fieldset, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { usLongInstant } from './format';
import type { ReportValues } from './formValues';
import type { WeatherNote } from './ReportEditor';

/** Where the readings at the start came from, as the record prints it. */
const SOURCE_WORDS: Record<string, string> = {
  applicator: 'measured and entered by the applicator.',
  'spray-start': 'measured at boom height when the spray was started in the app.',
  nws: 'the National Weather Service forecast for that hour, not a measurement. Change any reading you measured.',
  sample: 'the Sample forecast, not live weather and not a measurement. Enter what you measured.',
};

/** Weather at the application; a new report starts from the first forecast hour, humidity empty. */
export function WeatherSection({
  form,
  note,
}: {
  form: UseFormReturnType<ReportValues>;
  note: WeatherNote | null;
}) {
  const direction = form.getInputProps('weather.windDirection');
  // A forecast reading changed by hand is the applicator's own: the record says so.
  const reading = (path: 'temperature' | 'humidity' | 'windSpeed' | 'precipitation') => {
    const props = form.getInputProps(`weather.${path}`);
    return {
      ...props,
      onChange: (value: unknown) => {
        props.onChange(value);
        if (path !== 'precipitation') form.setFieldValue('weather.source', 'applicator');
      },
    };
  };
  const source = form.getValues().weather.source;
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
          onChange={(event) => {
            form.setFieldValue('weather.windDirection', event.currentTarget.value.toUpperCase());
            form.setFieldValue('weather.source', 'applicator');
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
      <Text size="xs" c="dimmed" mt={4}>
        At the start: {SOURCE_WORDS[source] ?? SOURCE_WORDS.applicator}
      </Text>
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
