import { Alert, Button, CloseButton, Group, Text } from '@mantine/core';
import { useViewer } from '../../session/useViewer';
import { useDisableAllTutorials, useFinishTutorials } from './hooks';

export const farmTipText =
  'Add, edit, and view your farms here. To view the fields within a farm, simply select the farm from your list.';

/**
 * The farm tutorial tip (spec 2): shown once the farms have loaded, when the grower has a farm
 * and has not finished it. It sits in the sidebar, above the farms, so it covers nothing.
 */
export function FarmTip({ hasFarm }: { hasFarm: boolean }) {
  const { viewer } = useViewer();
  const finish = useFinishTutorials();
  const disableAll = useDisableAllTutorials();
  if (!viewer || viewer.tutorial.farms || !hasFarm) return null;
  return (
    <Alert color="yellow" variant="light" p="xs" mb="xs" role="note" aria-label="Farm tutorial">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm">{farmTipText}</Text>
        <CloseButton size="sm" aria-label="Close tutorial" onClick={disableAll} />
      </Group>
      <Group justify="flex-end" mt={6}>
        <Button size="compact-xs" onClick={() => void finish(['farms'])}>
          Got it
        </Button>
      </Group>
    </Alert>
  );
}
