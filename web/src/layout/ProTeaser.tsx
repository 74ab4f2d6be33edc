import { farmMessages } from '@field-boundaries/contract/messages';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

/** The Pro plan teaser (spec: 'Upgrade to pro' goes to pricing), saying what the free plan lacks. */
export function ProTeaser({ reason, onClose }: { reason: string; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Stack>
      <Text fw={600}>{farmMessages.noCredits}</Text>
      <Text size="sm">{reason}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button onClick={() => navigate('/pricing-plans')}>Upgrade to pro</Button>
      </Group>
    </Stack>
  );
}
