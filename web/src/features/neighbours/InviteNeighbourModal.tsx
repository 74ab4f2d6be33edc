import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ProTeaser } from '../../layout/ProTeaser';
import { WriteButton } from '../../offline/WriteButton';
import { useInviteNeighbour } from './hooks';
import { PRO_REASON } from './NeighbourCropModal';

/** Invite neighbor (the invite modal of spec 2): an e-mail with a link to claim this field. */
export function InviteNeighbourModal({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState(false);
  const [invite, sending] = useInviteNeighbour();

  const send = async () => {
    if (sending || !email.trim()) return;
    const result = await invite(uuid, email.trim());
    if (result === 'done') onClose();
    else if (result === 'upgrade') setUpgrade(true);
    else if (result !== 'failed') setError(result);
  };

  return (
    <Modal opened onClose={onClose} title="Invite neighbor" centered>
      {upgrade ? (
        <ProTeaser reason={PRO_REASON} onClose={onClose} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack>
            <Text size="sm">
              We e-mail your neighbour a link that opens this field on the map, ready to claim once they log
              in or register.
            </Text>
            <TextInput
              label="Neighbor's e-mail"
              type="email"
              data-autofocus
              value={email}
              error={error}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <WriteButton type="submit" loading={sending} disabled={!email.trim()}>
                Send invitation
              </WriteButton>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
