import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ProTeaser } from '../../layout/ProTeaser';
import { WriteButton } from '../../offline/WriteButton';
import { checkInviteEmail } from './emailRule';
import { useSendInvite } from './hooks';

/**
 * Add Account (retailer) or Add Ag Retailer (grower): an e-mail, the note that a mail goes out,
 * Close and Send. Past plan F's limit the Pro teaser shows instead.
 */
export function AddByEmailModal({
  opened,
  title,
  note,
  onClose,
  onSent,
}: {
  opened: boolean;
  title: string;
  note: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState(false);
  const [send, sending] = useSendInvite();

  const close = () => {
    setEmail('');
    setError(null);
    setUpgrade(false);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkInviteEmail(email);
    setError(problem);
    if (problem) return;
    const outcome = await send(email.trim().toLowerCase());
    if (outcome.ok) {
      close();
      onSent();
    } else if (outcome.upgrade) setUpgrade(true);
    else if (outcome.message) setError(outcome.message);
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      {upgrade ? (
        <ProTeaser
          reason="Sharing your account with an Ag Retailer is part of the PRO plan."
          onClose={close}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="User email"
              type="email"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Text size="sm" c="dimmed">
              {note}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <WriteButton type="submit" loading={sending}>
                Send
              </WriteButton>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
