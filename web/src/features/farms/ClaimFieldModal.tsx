import { FIELD_NAME_MAX_LENGTH } from '@field-boundaries/contract/boundary-limits';
import { boundaryMessages } from '@field-boundaries/contract/messages';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ProTeaser } from '../../layout/ProTeaser';
import { useActiveFarm } from '../../map/activeFarm';
import { useAcknowledgeLegalNotice } from '../../session/legalNotice';
import { useViewer } from '../../session/useViewer';
import { useClaimField } from './hooks';

// Claiming a free field from its popup: a name (spec: at most 30 characters), the legal
// confirmation unless the user has acknowledged it for good, then the claim. Past the plan's
// fields, the Pro teaser instead.
export const NAME_LIMIT = FIELD_NAME_MAX_LENGTH;

type Step = 'name' | 'legal' | 'upgrade';

export function ClaimFieldModal({
  field,
  onClose,
  onClaimed,
}: {
  field: { uuid: string; acres: number };
  onClose: () => void;
  onClaimed: (uuid: string) => void;
}) {
  const { viewer } = useViewer();
  const [step, setStep] = useState<Step>('name');
  const [name, setName] = useState('');
  const [dontAskAgain, setDontAskAgain] = useState(false);
  // The new field joins the grower's markers.
  const farm = useActiveFarm();
  const [claimField, claiming] = useClaimField();
  const [acknowledge, acknowledging] = useAcknowledgeLegalNotice();
  const busy = claiming || acknowledging;

  const claim = async (legalConfirmed: boolean) => {
    // Into the farm active in the sidebar; the account's first farm when none is.
    const result = await claimField(field.uuid, {
      name: name.trim(),
      legalConfirmed,
      ...(farm ? { farm } : {}),
    });
    if (result === 'claimed') {
      onClaimed(field.uuid);
      onClose();
    } else if (result === 'upgrade') {
      setStep('upgrade');
    }
  };

  const save = () => {
    if (busy || name.trim() === '') return; // saving is ignored while a save is under way
    if (viewer?.legalNotice) void claim(false);
    else setStep('legal');
  };

  const confirm = async () => {
    if (dontAskAgain && !(await acknowledge('The field could not be claimed.'))) return;
    await claim(true);
  };

  const title = { name: 'Claim field', legal: 'Legal confirmation', upgrade: 'Upgrade to Pro' }[step];
  return (
    <Modal opened onClose={onClose} title={title} centered>
      {step === 'name' && (
        <Stack>
          <Text size="sm">
            Unclaimed field · {field.acres.toFixed(2)} ac. Name it to add it to your farm.
          </Text>
          <TextInput
            label="Field name"
            data-autofocus
            value={name}
            maxLength={NAME_LIMIT}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && save()}
            description={
              <Text span size="xs" c={name.length >= NAME_LIMIT ? 'red' : 'dimmed'}>
                {boundaryMessages.nameTooLong}
              </Text>
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save} loading={busy} data-disabled={name.trim() === '' || undefined}>
              Save
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'legal' && (
        <Stack>
          <Text size="sm">
            By claiming this field you confirm that you are its legal owner, or that you are authorized to act
            for its owner.
          </Text>
          <Checkbox
            label="Don't ask me again"
            checked={dontAskAgain}
            onChange={(event) => setDontAskAgain(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={busy}>
              I confirm
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'upgrade' && (
        <ProTeaser
          reason="The free plan holds one field. Pro gives you unlimited fields, several farms and neighbour sharing for $25 per year."
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
