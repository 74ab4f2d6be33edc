import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useActiveFarm } from '../../map/activeFarm';
import { notify } from '../../notify';
import { useViewer } from '../../session/useViewer';
import { UpdateMeMutation } from '../accounts/profileOperations';
import { ProTeaser } from '../billing/ProTeaser';
import { ClaimFieldMutation } from './operations';

// Claiming a free field from its popup: a name (spec: at most 30 characters), the legal
// confirmation unless the user has acknowledged it for good, then the claim. Past the plan's
// fields, the Pro teaser instead.
export const NAME_LIMIT = 30;

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
  const [claimField, { loading: claiming }] = useMutation(ClaimFieldMutation, {
    refetchQueries: ['MyFarms', 'FarmSidebar'],
  });
  const [updateMe, { loading: acknowledging }] = useMutation(UpdateMeMutation);
  const busy = claiming || acknowledging;

  const claim = async (legalConfirmed: boolean) => {
    const { data } = await claimField({
      // Into the farm active in the sidebar; the account's first farm when none is.
      variables: {
        uuid: field.uuid,
        input: { name: name.trim(), legalConfirmed, ...(farm ? { farm } : {}) },
      },
    });
    const answer = data?.claimField;
    if (answer?.ok) {
      notify.success('You have successfully added your field!');
      onClaimed(field.uuid);
      onClose();
    } else if (answer?.upgradeRequired) {
      setStep('upgrade');
    } else {
      notify.error(answer?.errors[0]?.message ?? 'The field could not be claimed.');
    }
  };

  const save = () => {
    if (busy || name.trim() === '') return; // saving is ignored while a save is under way
    if (viewer?.legalNotice) void claim(false).catch(() => notify.error('The field could not be claimed.'));
    else setStep('legal');
  };

  const confirm = async () => {
    try {
      if (dontAskAgain) await updateMe({ variables: { input: { legalNotice: true } } });
      await claim(true);
    } catch {
      notify.error('The field could not be claimed.');
    }
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
                Max of 30 characters
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
