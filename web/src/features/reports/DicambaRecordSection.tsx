import { reportMessages } from '@field-boundaries/contract/messages';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { emptyRefill, MAX_REFILLS, type ReportValues } from './formValues';

type Form = UseFormReturnType<ReportValues>;

/**
 * The over-the-top dicamba record items the rest of the form does not hold: the stamped 2026
 * Stryax label's "Record Keeping" items 11, 12, 15, 16, 17, 22, 23 and 24 (label pages 9-10).
 * The api asks for them when a product of the report is an over-the-top dicamba product, and
 * says which beside its input; for any other product they may stay empty and are not printed.
 */
export function DicambaRecordSection({ form }: { form: Form }) {
  const refills = form.getValues().dicambaRecord.refills;
  const path = (key: string) => `dicambaRecord.${key}`;
  return (
    <Fieldset legend={reportMessages.dicambaRecordTitle}>
      <Text size="xs" c="dimmed" mb="xs">
        Required with an over-the-top dicamba product (Stryax, Engenia, Tavium); leave empty for any other.
      </Text>
      <SimpleGrid cols={2}>
        <TextInput
          label="Dicamba training given by"
          description="Proof of the dicamba-specific training (label item 11)"
          {...form.getInputProps(path('trainingProvider'))}
        />
        <TextInput
          type="date"
          label="Dicamba training completed on"
          {...form.getInputProps(path('trainingCompletedOn'))}
        />
        <Radio.Group
          label="Application timing (label item 12)"
          description="In relation to the crop"
          {...form.getInputProps(path('applicationTiming'))}
        >
          <Group mt={4}>
            <Radio value="preemergence" label="Preemergence" />
            <Radio value="postemergence" label="Postemergence" />
          </Group>
        </Radio.Group>
        <TextInput
          label="Sensitive crop registry consulted"
          description="Its name, e.g. FieldWatch (label item 15)"
          {...form.getInputProps(path('registryName'))}
        />
        <TextInput
          type="date"
          label="Adjacent fields surveyed on"
          description="For sensitive areas, plants and residences (label item 15)"
          {...form.getInputProps(path('adjacentSurveyedOn'))}
        />
        <TextInput
          label="Areas within the downwind buffer"
          description="Label item 16"
          {...form.getInputProps(path('bufferAreas'))}
        />
        <TextInput
          label="Practices that reduced the buffer"
          description="Only when the buffer kept is under 240 ft (label item 16)"
          {...form.getInputProps(path('bufferReduction'))}
        />
        <TextInput
          type="date"
          label="Sprayer cleaned out on"
          description="Label item 17"
          {...form.getInputProps(path('cleanoutOn'))}
        />
        <TextInput
          label="Clean-out method"
          description="As label section 15.0 directs (label item 17)"
          {...form.getInputProps(path('cleanoutMethod'))}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        autosize
        minRows={1}
        label="How the runoff/erosion mitigation points were achieved"
        description="Label item 24, e.g. no-till (2), contour farming (1), this record (1)"
        {...form.getInputProps(path('runoffPoints'))}
      />
      <Text size="sm" fw={500} mt="sm">
        Readings at each tank refill (label items 22 and 23)
      </Text>
      {refills.map((_, index) => {
        // Column headings on the first row only, as the product rows have them; every input
        // keeps its own name ('Refill 2 time') for a screen reader and the api's messages.
        const heading = (text: string) => (index === 0 ? text : undefined);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a refill row has no identity but its place
          <Group key={index} align="flex-start" gap="xs" mt={4} wrap="nowrap">
            <Text size="sm" w={24} mt={index === 0 ? 32 : 6} c="dimmed">
              {index + 1}.
            </Text>
            <TextInput
              type="time"
              w={130}
              label={heading('Time')}
              aria-label={`Refill ${index + 1} time`}
              {...form.getInputProps(path(`refills.${index}.time`))}
            />
            <NumberInput
              w={140}
              label={heading('°F at boom')}
              aria-label={`Refill ${index + 1} temperature at boom height (°F)`}
              {...form.getInputProps(path(`refills.${index}.temperature`))}
            />
            <NumberInput
              w={120}
              label={heading('Wind (mph)')}
              aria-label={`Refill ${index + 1} wind speed (mph)`}
              min={0}
              {...form.getInputProps(path(`refills.${index}.windSpeed`))}
            />
            <TextInput
              w={110}
              label={heading('Wind from')}
              aria-label={`Refill ${index + 1} wind from`}
              placeholder="SW"
              {...form.getInputProps(path(`refills.${index}.windDirection`))}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={index === 0 ? 30 : 4}
              aria-label={`Remove refill ${index + 1}`}
              onClick={() => form.removeListItem('dicambaRecord.refills', index)}
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
      <Group mt="xs">
        <Button
          variant="light"
          size="xs"
          disabled={refills.length >= MAX_REFILLS}
          onClick={() => form.insertListItem('dicambaRecord.refills', emptyRefill())}
        >
          Add a tank refill
        </Button>
        {refills.length >= MAX_REFILLS && (
          <Text size="xs" c="dimmed">
            At most {MAX_REFILLS} refills on one record.
          </Text>
        )}
      </Group>
    </Fieldset>
  );
}
