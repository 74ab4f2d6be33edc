import {
  ActionIcon,
  Autocomplete,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { emptyApplication, type ReportValues } from './formValues';

/** Units a total amount applied is written in (the api's list). */
const UNITS = ['gal', 'qt', 'pt', 'fl oz', 'lb', 'oz'];

type Product = { productName: string; epaRegNumber: string; registrant: string };

/** Rows of product, EPA registration number and use rate; a known product suggests its number. */
export function ApplicationRows({
  form,
  products,
}: {
  form: UseFormReturnType<ReportValues>;
  products: Product[];
}) {
  const rows = form.getValues().applications;
  const rowsError = form.errors.applications;
  const chooseProduct = (index: number, name: string) => {
    form.setFieldValue(`applications.${index}.productName`, name);
    const known = products.find((product) => product.productName.toLowerCase() === name.trim().toLowerCase());
    if (known && !form.getValues().applications[index]?.epaRegNumber)
      form.setFieldValue(`applications.${index}.epaRegNumber`, known.epaRegNumber);
  };
  return (
    <Fieldset legend="Products applied">
      <Stack gap="xs">
        {rows.map((_row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
            <Autocomplete
              label={index === 0 ? 'Product' : undefined}
              aria-label={`Product ${index + 1}`}
              placeholder="e.g. Enlist One"
              data={products.map((product) => product.productName)}
              style={{ flex: 3 }}
              {...form.getInputProps(`applications.${index}.productName`)}
              onChange={(name) => chooseProduct(index, name)}
            />
            <TextInput
              label={index === 0 ? 'EPA Reg. No.' : undefined}
              aria-label={`EPA registration number ${index + 1}`}
              placeholder="62719-695"
              style={{ flex: 2 }}
              {...form.getInputProps(`applications.${index}.epaRegNumber`)}
            />
            <TextInput
              label={index === 0 ? 'Use rate' : undefined}
              aria-label={`Use rate ${index + 1}`}
              placeholder="15 oz/acre"
              style={{ flex: 2 }}
              {...form.getInputProps(`applications.${index}.useRate`)}
            />
            <NumberInput
              label={index === 0 ? 'Total applied' : undefined}
              aria-label={`Total amount applied ${index + 1}`}
              placeholder="2.5"
              min={0}
              hideControls
              style={{ flex: 1.4 }}
              {...form.getInputProps(`applications.${index}.totalAmount`)}
            />
            <Select
              label={index === 0 ? 'Unit' : undefined}
              aria-label={`Unit of the total ${index + 1}`}
              placeholder="unit"
              data={UNITS}
              clearable
              style={{ flex: 1.2 }}
              {...form.getInputProps(`applications.${index}.totalAmountUnit`)}
              // No unit is null to the Select, not '': with '' it drew its clear button over most of
              // this narrow input, and a click on the input cleared instead of opening the list.
              value={form.getValues().applications[index]?.totalAmountUnit || null}
              onChange={(unit) => form.setFieldValue(`applications.${index}.totalAmountUnit`, unit ?? '')}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={index === 0 ? 26 : 4}
              aria-label={`Remove product ${index + 1}`}
              disabled={rows.length === 1}
              onClick={() => form.removeListItem('applications', index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {rowsError && (
          <Text size="xs" c="red">
            {rowsError}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          A listed product fills in its EPA Reg. No. from its label; check it against the label in hand. A
          restricted-use product needs its total amount applied.
        </Text>
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => form.insertListItem('applications', emptyApplication())}
          >
            Add product
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
