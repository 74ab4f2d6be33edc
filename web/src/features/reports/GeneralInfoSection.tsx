import {
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Textarea,
  TextInput,
} from '@mantine/core';
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
        <TextInput
          label="Certified applicator"
          withAsterisk
          {...form.getInputProps('generalInfo.applicator')}
        />
        <TextInput
          label="Certification number"
          description="Required with a restricted-use product"
          {...form.getInputProps('generalInfo.applicatorLicenseNumber')}
        />
        <TextInput
          label="Applicators under supervision"
          description="Names of non-certified applicators, if any"
          {...form.getInputProps('generalInfo.supervisedApplicators')}
        />
        <TextInput
          type="date"
          label="Sensitive crop registry checked on"
          description="e.g. FieldWatch; dicamba labels ask for it"
          {...form.getInputProps('generalInfo.registryCheckedOn')}
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
        <TextInput
          label="Neighbours told"
          description="Who was told of the application, and how"
          {...form.getInputProps('generalInfo.neighboursNotified')}
        />
        <Checkbox
          mt="lg"
          label="Applied for a customer (commercial application)"
          {...form.getInputProps('generalInfo.commercial', { type: 'checkbox' })}
        />
        {form.getValues().generalInfo.commercial && (
          <>
            <TextInput label="Customer" withAsterisk {...form.getInputProps('generalInfo.customerName')} />
            <TextInput
              label="Customer's address"
              withAsterisk
              {...form.getInputProps('generalInfo.customerAddress')}
            />
          </>
        )}
      </SimpleGrid>
    </Fieldset>
  );
}

/** What was treated: the crop or site, how much of the field, and the FSA numbers if known. */
export function SiteSection({ form, fieldAcres }: { form: Form; fieldAcres: number }) {
  return (
    <Fieldset legend="Site treated">
      <SimpleGrid cols={2}>
        <TextInput
          label="Crop or site"
          placeholder="soybean"
          withAsterisk
          {...form.getInputProps('site.cropOrSite')}
        />
        <NumberInput
          label="Area treated (acres)"
          description={`The field is ${fieldAcres.toFixed(2)} ac.`}
          withAsterisk
          min={0}
          max={fieldAcres}
          decimalScale={2}
          {...form.getInputProps('site.areaTreatedAcres')}
        />
      </SimpleGrid>
      <SimpleGrid cols={3} mt="xs">
        <TextInput label="FSA farm number" {...form.getInputProps('site.fsaFarmNumber')} />
        <TextInput label="FSA tract number" {...form.getInputProps('site.fsaTractNumber')} />
        <TextInput label="FSA field number" {...form.getInputProps('site.fsaFieldNumber')} />
      </SimpleGrid>
    </Fieldset>
  );
}

/** How it was applied, as dicamba labels ask a record to say. */
export function EquipmentSection({ form }: { form: Form }) {
  return (
    <Fieldset legend="Drift control">
      <SimpleGrid cols={2}>
        <NumberInput
          label="Carrier volume (gal/acre)"
          min={0}
          {...form.getInputProps('equipment.carrierGpa')}
        />
        <NumberInput label="Ground speed (mph)" min={0} {...form.getInputProps('equipment.groundSpeedMph')} />
        <TextInput
          label="Adjuvants"
          placeholder="e.g. VaporGrip Xtra (VRA), drift reduction agent"
          {...form.getInputProps('equipment.adjuvants')}
        />
        <NumberInput
          label="Downwind buffer kept (ft)"
          min={0}
          {...form.getInputProps('equipment.downwindBufferFt')}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        autosize
        minRows={1}
        label="Why a label limit was broken"
        description="Only when the rate, ground speed, boom height or droplet class broke the label's limits: the record prints it."
        {...form.getInputProps('equipment.limitsExplanation')}
      />
    </Fieldset>
  );
}
