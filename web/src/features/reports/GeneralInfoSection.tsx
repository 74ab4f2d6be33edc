import { Checkbox, Fieldset, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReportValues } from './formValues';

type Form = UseFormReturnType<ReportValues>;

function YesNo({ form, path, label }: { form: Form; path: string; label: string }) {
  return (
    <Radio.Group label={label} withAsterisk {...form.getInputProps(path)}>
      <Group mt={4}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}

export function GeneralInfoSection({ form }: { form: Form }) {
  return (
    <Fieldset legend="General information">
      <SimpleGrid cols={2}>
        <TextInput label="Applicator" withAsterisk {...form.getInputProps('generalInfo.applicator')} />
        <TextInput
          label="Applicator license number"
          withAsterisk
          {...form.getInputProps('generalInfo.applicatorLicenseNumber')}
        />
        <YesNo form={form} path="generalInfo.sensitiveCropRegistry" label="Sensitive crop registry checked" />
        <YesNo
          form={form}
          path="generalInfo.endangeredSpeciesAwareness"
          label="Endangered species restrictions checked"
        />
        <TextInput
          type="time"
          label="Application start"
          withAsterisk
          {...form.getInputProps('generalInfo.applicationStart')}
        />
        <div>
          <TextInput
            type="time"
            label="Application stop"
            withAsterisk
            {...form.getInputProps('generalInfo.applicationStop')}
          />
          <Checkbox
            mt={6}
            size="xs"
            label="Ended the next day"
            {...form.getInputProps('generalInfo.applicationStopsNextDay', { type: 'checkbox' })}
          />
        </div>
      </SimpleGrid>
    </Fieldset>
  );
}
