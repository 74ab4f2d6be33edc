import { Badge, Button, Card, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useDeleteTankMix } from './hooks';
import { VerdictList } from './VerdictList';
import { selectionWarning, type Verdict } from './warnings';

type Mix = {
  id: number;
  name: string;
  herbicideGroups: { id: number; groupLabel: string; groupType: string }[];
  activeIngredients: { id: number; name: string; group: { id: number } }[];
  products: string[];
  compatibility: Verdict[];
};

/** My Mixes: each saved mix with its groups, its warnings and a Delete that asks first. */
export function SavedMixes({
  mixes,
  myGroups,
  loading,
}: {
  mixes: readonly Mix[];
  myGroups: ReadonlySet<number>;
  loading: boolean;
}) {
  const deleteMix = useDeleteTankMix();
  if (loading) return <Loader size="sm" aria-label="Loading mixes" />;
  if (mixes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No mixes yet. Build one in the Mix column and press Create.
      </Text>
    );

  const confirmDelete = (mix: Mix) =>
    modals.openConfirmModal({
      title: `Delete ${mix.name}?`,
      children: (
        <Text size="sm">The mix is removed from your account. Its herbicides stay in My Herbicides.</Text>
      ),
      labels: { confirm: 'Yes', cancel: 'No' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteMix(mix.id),
    });

  return (
    <ScrollArea.Autosize mah="calc(100vh - 300px)" type="auto">
      <Stack gap="sm">
        {mixes.map((mix) => {
          const warning = selectionWarning(
            mix.herbicideGroups.map((group) => group.id),
            myGroups,
          );
          return (
            <Card
              key={mix.id}
              component="article"
              withBorder
              padding="sm"
              aria-label={`Tank mix ${mix.name}`}
            >
              <Group justify="space-between" wrap="nowrap" mb={6}>
                <Text fw={600}>{mix.name}</Text>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => confirmDelete(mix)}>
                  Delete
                </Button>
              </Group>
              <Group gap={4} mb={6}>
                {mix.herbicideGroups.map((group) => {
                  const named = mix.activeIngredients.filter((active) => active.group.id === group.id);
                  return (
                    <Badge key={group.id} variant="light" title={group.groupType} tt="none">
                      {named.length > 0
                        ? `${group.groupLabel}: ${named.map((active) => active.name).join(', ')}`
                        : group.groupLabel}
                    </Badge>
                  );
                })}
              </Group>
              {mix.products.length > 0 && (
                <Text size="sm" mb={4}>
                  Products: {mix.products.join(', ')}
                </Text>
              )}
              {warning && (
                <Text size="sm" c="orange.8" mb={4}>
                  {warning}
                </Text>
              )}
              <VerdictList verdicts={mix.compatibility} loading={false} />
            </Card>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
