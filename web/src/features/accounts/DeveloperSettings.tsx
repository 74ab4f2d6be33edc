import { developerMessages } from '@field-boundaries/contract/messages';
import { Alert, Button, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useViewer } from '../../session/useViewer';
import { useSetDeveloper } from './developerHooks';

/**
 * The profile menu's 'Developer': what the role gives, in one sentence, and the switch that turns
 * it on or off. Read from the cached viewer, so the switch shows the role the api answered with.
 * The menu offers it only to the account's owner (never in god mode, which the api refuses too).
 */
export function DeveloperSettings({ onOpenApps }: { onOpenApps: () => void }) {
  const { viewer } = useViewer();
  const [setDeveloper, saving] = useSetDeveloper();
  const [problem, setProblem] = useState<string | null>(null);
  const on = viewer?.isDeveloper ?? false;

  const toggle = async (next: boolean) => {
    setProblem(null);
    const outcome = await setDeveloper(next);
    if (!outcome.ok) setProblem(outcome.problem);
  };

  return (
    <Stack>
      <Text>{developerMessages.explanation}</Text>
      <Switch
        label="Developer"
        checked={on}
        disabled={saving || !viewer}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed">
        It adds Developer apps to your profile menu, where you register apps and their webhooks.
      </Text>
      {problem && (
        <Alert color="red" title="Developer was not changed">
          {problem}
        </Alert>
      )}
      {on && (
        <Button variant="light" onClick={onOpenApps}>
          Open Developer apps
        </Button>
      )}
    </Stack>
  );
}
