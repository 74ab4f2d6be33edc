import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ProTeaser } from '../../layout/ProTeaser';
import { WriteButton } from '../../offline/WriteButton';

type Props = {
  title: string;
  initial?: string;
  /** 'upgrade' when the plan holds no more farms: the teaser takes the dialog's place. */
  onSubmit: (name: string) => Promise<'done' | 'upgrade' | 'refused'>;
  onClose: () => void;
  busy: boolean;
};

/** Names a new farm, or renames one. */
export function FarmNameModal({ title, initial = '', onSubmit, onClose, busy }: Props) {
  const [name, setName] = useState(initial);
  const [upgrade, setUpgrade] = useState(false);
  const submit = async () => {
    if (busy || !name.trim()) return;
    const result = await onSubmit(name.trim());
    if (result === 'done') onClose();
    if (result === 'upgrade') setUpgrade(true);
  };
  return (
    <Modal opened onClose={onClose} title={upgrade ? 'Upgrade to Pro' : title} centered>
      {upgrade ? (
        <ProTeaser
          reason="The free plan holds one farm. Pro gives you several farms, unlimited fields and neighbour sharing for $25 per year."
          onClose={onClose}
        />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <TextInput
              label="Farm name"
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <WriteButton type="submit" loading={busy} disabled={!name.trim()}>
                Save
              </WriteButton>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
