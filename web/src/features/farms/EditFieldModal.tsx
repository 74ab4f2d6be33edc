import { FIELD_NAME_MAX_LENGTH } from '@field-boundaries/contract/boundary-limits';
import { boundaryMessages } from '@field-boundaries/contract/messages';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type CropChoice, CropTraitPicker } from '../../layout/CropTraitPicker';
import { WriteButton } from '../../offline/WriteButton';
import { useUpdateField } from './fieldHooks';

export const NAME_LIMIT = FIELD_NAME_MAX_LENGTH;

type Editable = {
  uuid: string;
  name: string;
  isBuilding: boolean;
  /** Unknown where the field was read without it: then it is left as it is. */
  endangeredSpeciesMeasures?: boolean;
  crop: { id: number; name?: string } | null;
  cropTrait: { id: number; name?: string } | null;
};

/**
 * Edit field (spec 2): its name, crop and trait, or its label as a building. Closed, it gives the
 * keyboard's focus back to `returnFocusTo` (the ⋮ of a menu whose item opened it), else to what
 * had it when it opened: the dialog leaves the page when it closes, so Mantine's own return of
 * the focus, made on `opened` turning false, never runs.
 */
export function EditFieldModal({
  field,
  onClose,
  returnFocusTo,
}: {
  field: Editable;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
}) {
  const [opener] = useState(() => returnFocusTo ?? (document.activeElement as HTMLElement | null));
  useEffect(() => () => opener?.focus(), [opener]);
  const [name, setName] = useState(field.name);
  const [choice, setChoice] = useState<CropChoice>({
    crop: field.crop?.id ?? null,
    cropTrait: field.cropTrait?.id ?? null,
  });
  const [isBuilding, setIsBuilding] = useState(field.isBuilding);
  const [measures, setMeasures] = useState<boolean | undefined>(field.endangeredSpeciesMeasures);
  const [update, saving] = useUpdateField();

  const save = async () => {
    if (saving || !name.trim()) return;
    if (
      await update(field.uuid, {
        name: name.trim(),
        ...choice,
        isBuilding,
        ...(measures === undefined ? {} : { endangeredSpeciesMeasures: measures }),
      })
    )
      onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`Edit ${field.name}`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <div>
            <TextInput
              label="Field name"
              value={name}
              maxLength={NAME_LIMIT}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Text size="xs" c={name.length >= NAME_LIMIT ? 'red' : 'dimmed'} mt={4}>
              {boundaryMessages.nameTooLong}
            </Text>
          </div>
          <CropTraitPicker value={choice} onChange={setChoice} known={field} />
          <Checkbox
            label="This is a building, not a crop field"
            checked={isBuilding}
            onChange={(event) => setIsBuilding(event.currentTarget.checked)}
          />
          <Checkbox
            label="Endangered-species measures apply here (Bulletins Live! Two)"
            description="Check the county's bulletin within 6 months before spraying. When on, dicamba keeps 310 ft downwind instead of 240 ft."
            checked={measures ?? false}
            onChange={(event) => setMeasures(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <WriteButton type="submit" loading={saving} disabled={!name.trim()}>
              Save
            </WriteButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
