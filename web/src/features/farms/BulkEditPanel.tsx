import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type CropChoice, CropTraitPicker } from '../../layout/CropTraitPicker';
import { useBulkEditFields } from './fieldHooks';

/** Bulk edit (spec 4): one crop and trait for the fields ticked above. */
export function BulkEditPanel({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const [choice, setChoice] = useState<CropChoice>({ crop: null, cropTrait: null });
  const [apply, saving] = useBulkEditFields();
  const { crop } = choice;
  const submit = async () => {
    if (crop === null || selected.length === 0) return;
    if (await apply(selected.map((field) => ({ field, crop, cropTrait: choice.cropTrait })))) onDone();
  };
  return (
    // Held at the foot of the sidebar's list while the fields scroll past it, so Apply is in
    // reach whatever is above the farm (the tip, the planned spray) and however long its list.
    <Paper
      withBorder
      p="xs"
      mt={6}
      bg="white"
      shadow="md"
      role="region"
      aria-label="Bulk edit"
      style={{ position: 'sticky', bottom: 8, zIndex: 2 }}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Set crop and trait for {selected.length} {selected.length === 1 ? 'field' : 'fields'}
        </Text>
        <CropTraitPicker value={choice} onChange={setChoice} />
        <Text size="xs" c="dimmed">
          Without a trait, the fields get the crop's Conventional entry.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button
            size="xs"
            onClick={() => void submit()}
            loading={saving}
            disabled={crop === null || selected.length === 0}
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
