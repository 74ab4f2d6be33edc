import { FIELD_NAME_MAX_LENGTH } from '@field-boundaries/contract/boundary-limits';
import { boundaryMessages, farmMessages } from '@field-boundaries/contract/messages';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CreateFieldInput } from '../../graphql/generated/graphql';
import { ProTeaser } from '../../layout/ProTeaser';
import { editing, useEditState } from '../../map/editing/editStore';
import { ringAcres } from '../../map/editing/polygonRules';
import { notify } from '../../notify';
import { useAcknowledgeLegalNotice } from '../../session/legalNotice';
import { useViewer } from '../../session/useViewer';

// Add Field (spec 2 and 4): a location picker that toggles drawing on the map, the boundary's
// name, whose field it is, and Save. Saving asks, in the spec's order: a name; plan B; then for
// the grower's own field a name not used in the farm and the legal confirmation.
export const NAME_LIMIT = FIELD_NAME_MAX_LENGTH;
type Owner = 'me' | 'neighbor';

/** Saves the drawn boundary as a field: the boundaries feature's save, brought by the route screen. */
export type FieldSave = {
  save: (input: CreateFieldInput) => Promise<'saved' | 'upgrade' | 'refused' | 'busy'>;
  saving: boolean;
};

export function AddFieldPanel({
  farm,
  fieldNames,
  onDone,
  fieldSave,
}: {
  farm: { id: number; name: string };
  fieldNames: string[];
  onDone: () => void;
  fieldSave: FieldSave;
}) {
  const { viewer } = useViewer();
  const mode = useEditState((state) => state.mode);
  const working = useEditState((state) => state.working);
  const finished = useEditState((state) => state.finished);
  const [name, setName] = useState('');
  const [owner, setOwner] = useState<Owner>('me');
  const [dialog, setDialog] = useState<'legal' | 'upgrade' | null>(null);
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const { save: saveField, saving } = fieldSave;
  const [acknowledge] = useAcknowledgeLegalNotice();

  // Leaving the form leaves drawing.
  useEffect(() => () => editing.reset(), []);

  const create = async (legalConfirmed: boolean) => {
    if (!finished) return;
    const result = await saveField({
      name: name.trim(),
      mpoly: finished,
      farm: owner === 'me' ? farm.id : null,
      crop: null,
      cropTrait: null,
      herbicide: null,
      tankMix: null,
      ...(legalConfirmed ? { legalConfirmed } : {}),
    });
    if (result === 'upgrade') setDialog('upgrade');
    // The grower is looking at the field just drawn: the map stays where it is.
    if (result === 'saved') onDone();
  };

  const save = () => {
    if (saving) return; // spec 4: ignored while a save is in progress
    if (!name.trim()) return notify.error(boundaryMessages.noName);
    if (viewer?.subscriptionPlan !== 'B') return setDialog('upgrade');
    if (!finished)
      return notify.error(
        'Draw the boundary on the map first: click its corners, then the first corner again.',
      );
    if (owner === 'me') {
      const taken = fieldNames.some((each) => each.toLowerCase() === name.trim().toLowerCase());
      if (taken) return notify.error(farmMessages.nameTaken);
      if (!viewer.legalNotice) return setDialog('legal');
    }
    void create(false);
  };

  const confirmLegal = async () => {
    setDialog(null);
    if (dontAskAgain) {
      // Not reached: the confirmation still holds for this field; the flag is asked again next time.
      await acknowledge(null);
    }
    await create(true);
  };

  const drawing = mode === 'draw';
  return (
    <Stack p="md" gap="sm" aria-label="Add field">
      <Title order={5}>Add Field to {farm.name}</Title>
      <Button variant={drawing ? 'filled' : 'light'} onClick={editing.toggleDraw} aria-pressed={drawing}>
        {drawing ? 'Stop drawing' : finished ? 'Draw again' : 'Draw the boundary on the map'}
      </Button>
      <Text size="sm" c="dimmed">
        {finished
          ? `Boundary drawn · ${ringAcres(finished.slice(0, -1)).toFixed(2)} ac.`
          : drawing
            ? `${working.length} corner${working.length === 1 ? '' : 's'} placed. Corners snap to nearby field edges.`
            : 'Find the field on the map, then draw its boundary corner by corner.'}
      </Text>
      <TextInput
        label="Boundary name"
        value={name}
        maxLength={NAME_LIMIT}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
        description={
          <Text span size="xs" c={name.length >= NAME_LIMIT ? 'red' : 'dimmed'}>
            {boundaryMessages.nameTooLong}
          </Text>
        }
      />
      <SegmentedControl
        value={owner}
        onChange={(value) => setOwner(value as Owner)}
        data={[
          { value: 'me', label: 'My Field' },
          { value: 'neighbor', label: 'Neighbors Field' },
        ]}
        aria-label="Whose field"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save} loading={saving} data-disabled={name.trim() === '' || undefined}>
          Save
        </Button>
      </Group>
      <Modal opened={dialog === 'legal'} onClose={() => setDialog(null)} title="Legal confirmation" centered>
        <Stack>
          <Text size="sm">
            By adding this field you confirm that you are its legal owner, or that you are authorized to act
            for its owner.
          </Text>
          <Checkbox
            label="Don't ask me again"
            checked={dontAskAgain}
            onChange={(event) => setDontAskAgain(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button onClick={() => void confirmLegal()}>I confirm</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'upgrade'} onClose={() => setDialog(null)} title="Upgrade to Pro" centered>
        <ProTeaser
          reason="Drawing fields is part of Pro: unlimited fields, several farms and neighbour sharing for $25 per year."
          onClose={() => setDialog(null)}
        />
      </Modal>
    </Stack>
  );
}
