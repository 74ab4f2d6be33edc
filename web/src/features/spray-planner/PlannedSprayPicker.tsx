import { useQuery } from '@apollo/client/react';
import { DROPLET_CLASS_CHOICES } from '@field-boundaries/contract/sprayer';
import { Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import type { DropletClass } from '../../graphql/generated/graphql';
import { plannedSpray, usePlannedSpray } from '../../map/plannedSpray';
import { SprayChoicesQuery } from './operations';

/**
 * What the grower plans to spray, on the Dashboard: a tank mix or a herbicide group, and the
 * sprayer's droplet class and boom height. The field list's index, the map's drift zone and
 * the neighbours' colours all follow it.
 */
export function PlannedSprayPicker() {
  const plan = usePlannedSpray();
  // A failure to read mixes and groups leaves the choice empty, like the managers' lists.
  const { data } = useQuery(SprayChoicesQuery);
  const choices = [
    {
      group: 'Tank mixes',
      items: (data?.myTankMixes ?? []).map((mix) => ({ value: `mix:${mix.id}`, label: mix.name })),
    },
    {
      group: 'Herbicide groups',
      items: (data?.myHerbicideGroups ?? []).map((group) => ({
        value: `group:${group.id}`,
        label: `${group.groupLabel} · ${group.groupType}`,
      })),
    },
  ];
  const value =
    plan.tankMix !== null
      ? `mix:${plan.tankMix}`
      : plan.herbicideGroup !== null
        ? `group:${plan.herbicideGroup}`
        : null;

  return (
    <Paper withBorder p={8} bg="gray.0">
      <Stack gap={6}>
        <Select
          label="Planned spray"
          placeholder="Nothing planned: neighbours not checked"
          size="xs"
          data={choices}
          value={value}
          clearable
          searchable
          onChange={(next) => {
            const [kind, id] = next?.split(':') ?? [];
            plannedSpray.set({
              tankMix: kind === 'mix' ? Number(id) : null,
              herbicideGroup: kind === 'group' ? Number(id) : null,
            });
          }}
        />
        <Group gap={6} grow>
          <Select
            label="Droplet class"
            size="xs"
            data={DROPLET_CLASS_CHOICES}
            value={plan.dropletClass}
            allowDeselect={false}
            onChange={(next) => next && plannedSpray.set({ dropletClass: next as DropletClass })}
          />
          <NumberInput
            label="Boom height (in)"
            size="xs"
            min={10}
            max={80}
            value={plan.boomHeightIn}
            onChange={(next) =>
              typeof next === 'number' && next >= 10 && next <= 80 && plannedSpray.set({ boomHeightIn: next })
            }
          />
        </Group>
        <Text size="xs" c="dimmed">
          Sprayability (0–100, hover for why) and drift zones follow this plan.
        </Text>
      </Stack>
    </Paper>
  );
}
