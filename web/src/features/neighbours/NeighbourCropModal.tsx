import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type CropChoice, CropTraitPicker } from '../../layout/CropTraitPicker';
import { ProTeaser } from '../../layout/ProTeaser';
import { useNoteNeighbourField } from './hooks';

const PRO_REASON =
  'Noting what your neighbours grow is part of neighbour sharing, in the Pro plan for $25 per year.';

/**
 * Assign Crop and Trait on a neighbour's field (the crop trait modal of spec 2). `noted`: the
 * grower's note of the field, which saving changes; null makes a new one.
 */
export function NeighbourCropModal({
  uuid,
  initial,
  noted = null,
  onClose,
}: {
  uuid: string;
  initial: CropChoice;
  noted?: number | null;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<CropChoice>(initial);
  const [note, saving] = useNoteNeighbourField();
  const [upgrade, setUpgrade] = useState(false);

  const save = async () => {
    if (saving || choice.crop === null) return;
    const result = await note(uuid, { crop: choice.crop, cropTrait: choice.cropTrait }, noted);
    if (result === 'upgrade') setUpgrade(true);
    else if (result === 'done') onClose();
  };

  return (
    <Modal opened onClose={onClose} title="Neighbor's crop and trait" centered>
      {upgrade ? (
        <ProTeaser reason={PRO_REASON} onClose={onClose} />
      ) : (
        <Stack>
          <Text size="sm">
            What does your neighbour grow here? It is kept for you, to warn you of herbicides that would
            injure it.
          </Text>
          <CropTraitPicker value={choice} onChange={setChoice} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={saving} disabled={choice.crop === null}>
              Save
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export { PRO_REASON };
