import { useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { type SprayPlan, useStartSpraying } from './hooks';
import { SprayChoicesQuery } from './operations';
import { localInputValue, sprayPlanErrors } from './plan';

type Props = {
  farm: { id: number; name: string; fields: { uuid: string; name: string }[] };
  onClose: () => void;
};

/** Start spraying a farm: a tank mix or herbicide groups, which fields, from when. */
export function StartSprayingModal({ farm, onClose }: Props) {
  const { data, loading } = useQuery(SprayChoicesQuery);
  const [start, starting] = useStartSpraying();
  const [source, setSource] = useState<'mix' | 'groups'>('mix');
  const [mixId, setMixId] = useState<string | null>(null);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [fieldUuids, setFieldUuids] = useState<string[]>(farm.fields.map((field) => field.uuid));
  const [startsAt, setStartsAt] = useState(() => localInputValue(new Date()));
  const [tried, setTried] = useState(false);
  const mixes = data?.myTankMixes ?? [];
  const groups = data?.myHerbicideGroups ?? [];

  const plan: SprayPlan = {
    farmId: farm.id,
    fieldUuids,
    ...(source === 'mix'
      ? mixId
        ? { tankMixId: Number(mixId) }
        : {}
      : { herbicideGroupIds: groupIds.map(Number) }),
    ...(startsAt ? { startedAt: new Date(startsAt).toISOString() } : {}),
  };
  const errors = sprayPlanErrors(plan);

  const submit = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    if (await start(plan)) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`Start spraying ${farm.name}`} size="lg">
      <Stack>
        <SegmentedControl
          value={source}
          onChange={(value) => setSource(value as 'mix' | 'groups')}
          data={[
            { value: 'mix', label: 'Tank mix' },
            { value: 'groups', label: 'Herbicide groups' },
          ]}
          aria-label="Spray a tank mix or herbicide groups"
        />
        {source === 'mix' ? (
          <Select
            label="Tank mix"
            placeholder={
              loading ? 'Loading…' : mixes.length === 0 ? 'No tank mixes yet' : 'Choose a tank mix'
            }
            data={mixes.map((mix) => ({ value: String(mix.id), label: mix.name }))}
            value={mixId}
            onChange={setMixId}
            error={tried ? errors.herbicides : undefined}
          />
        ) : (
          <MultiSelect
            label="Herbicide groups"
            placeholder={groupIds.length === 0 ? 'Choose from My Herbicides' : undefined}
            data={groups.map((group) => ({
              value: String(group.id),
              label: `${group.groupLabel} (${group.groupType})`,
            }))}
            value={groupIds}
            onChange={setGroupIds}
            error={tried ? errors.herbicides : undefined}
          />
        )}
        <Checkbox.Group
          label="Fields"
          value={fieldUuids}
          onChange={setFieldUuids}
          error={tried ? errors.fields : undefined}
        >
          <Stack gap={6} mt={6}>
            {farm.fields.map((field) => (
              <Checkbox key={field.uuid} value={field.uuid} label={field.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="datetime-local"
          label="Start time"
          value={startsAt}
          onChange={(event) => setStartsAt(event.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          Neighbours whose crops nearby would be injured by this spray are told at once, in the app and by
          e-mail. They see what is sprayed and when, not your fields.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={starting}>
            Start spraying
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
