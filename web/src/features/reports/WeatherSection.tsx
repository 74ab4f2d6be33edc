import { Alert, Fieldset, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { usLongInstant } from './format';
import type { ReportValues } from './formValues';
import type { WeatherNote } from './ReportEditor';

/** Weather at the application; a new report starts from the first forecast hour, humidity empty. */
export function WeatherSection({
  form,
  note,
}: {
  form: UseFormReturnType<ReportValues>;
  note: WeatherNote | null;
}) {
  const direction = form.getInputProps('weather.windDirection');
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
        <NumberInput label="Temperature (°F)" withAsterisk {...form.getInputProps('weather.temperature')} />
        <NumberInput
          label="Humidity (%)"
          withAsterisk
          min={0}
          max={100}
          {...form.getInputProps('weather.humidity')}
        />
        <NumberInput
          label="Wind speed (mph)"
          withAsterisk
          min={0}
          {...form.getInputProps('weather.windSpeed')}
        />
        <TextInput
          label="Wind direction"
          placeholder="NNW"
          withAsterisk
          {...direction}
          onChange={(event) =>
            form.setFieldValue('weather.windDirection', event.currentTarget.value.toUpperCase())
          }
        />
        <NumberInput
          label="Chance of rain (%)"
          withAsterisk
          min={0}
          max={100}
          {...form.getInputProps('weather.precipitation')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
