import { Fieldset, NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReportReferenceQuery } from '../../graphql/generated/graphql';
import type { ReportValues } from './formValues';

type Reference = ReportReferenceQuery['nozzleReference'];

/** Nozzle and boom, chosen from the reference data: seven manufacturers, their types, ISO sizes. */
export function NozzleSection({
  form,
  reference,
}: {
  form: UseFormReturnType<ReportValues>;
  reference: Reference;
}) {
  const { manufacturer } = form.getValues().nozzle;
  const maker = reference.manufacturers.find((each) => each.name === manufacturer);
  const manufacturerProps = form.getInputProps('nozzle.manufacturer');
  return (
    <Fieldset legend="Nozzle and boom">
      <SimpleGrid cols={2}>
        <Select
          label="Nozzle manufacturer"
          withAsterisk
          data={reference.manufacturers.map((each) => each.name)}
          {...manufacturerProps}
          onChange={(name) => {
            form.setFieldValue('nozzle.manufacturer', name ?? '');
            form.setFieldValue('nozzle.noozleType', '');
          }}
        />
        <Select
          label="Nozzle type"
          withAsterisk
          disabled={!maker}
          placeholder={maker ? 'Choose a type' : 'Choose the manufacturer first'}
          data={(maker?.noozleTypes ?? []).map((type) => ({
            value: type.code,
            label:
              type.code === type.name
                ? `${type.code} (${type.kind})`
                : `${type.code} – ${type.name} (${type.kind})`,
          }))}
          searchable
          {...form.getInputProps('nozzle.noozleType')}
        />
        <Select
          label="Nozzle size"
          withAsterisk
          data={reference.nozzleSizes.map((size) => ({
            value: size.code,
            label: `${size.code} (${size.colour}, ${size.gpmAt40Psi.toFixed(2)} gpm at 40 psi)`,
          }))}
          {...form.getInputProps('nozzle.noozleSize')}
        />
        <Select
          label="Pump pressure (psi)"
          withAsterisk
          data={reference.pumpPressures.map((psi) => ({ value: String(psi), label: `${psi} psi` }))}
          {...form.getInputProps('nozzle.pumpPressure')}
        />
        <NumberInput
          label="Boom height (in)"
          description="Above the target"
          withAsterisk
          min={5}
          max={120}
          {...form.getInputProps('nozzle.boomHeightTemp')}
        />
        <Select
          label="Droplet size class (ASABE S572)"
          description="For the nozzle at this pressure, from its chart"
          withAsterisk
          data={reference.dropletClasses.map((each) => ({
            value: each.code,
            label: `${each.name} (${each.code})`,
          }))}
          {...form.getInputProps('nozzle.dropletClass')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
