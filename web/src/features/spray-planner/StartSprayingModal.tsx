import { useQuery } from '@apollo/client/react';
import { COMPASS } from '@field-boundaries/contract/compass';
import { zoneNameAt } from '@field-boundaries/contract/zone-time';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { ForecastConfirmation } from './ForecastConfirmation';
import { type SprayStart, useStartSpraying } from './hooks';
import { SprayChoicesQuery, SprayZoneQuery } from './operations';
import { localInputValue, type Readings, sprayStartErrors, startInstant } from './startRules';

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
  // The start is typed and read in the field's own zone, and shown with its name.
  const zones = useQuery(SprayZoneQuery, { fetchPolicy: 'cache-first' });
  const timeZone =
    zones.data?.myFarms
      .find((each) => each.id === farm.id)
      ?.fields.find((field) => field.weather.weather?.timeZone)?.weather.weather?.timeZone ?? undefined;
  const [typedStart, setStartsAt] = useState<string | null>(null);
  const startsAt = typedStart ?? localInputValue(new Date(), timeZone);
  const zoneName = timeZone ? zoneNameAt(startInstant(startsAt, timeZone) ?? new Date(), timeZone) : null;
  const [readings, setReadings] = useState<Readings>({ windMph: '', windDirection: null, temperatureF: '' });
  const [tried, setTried] = useState(false);
  // The api's word on the last try: rules the readings break, and what only the forecast breaks.
  const [answered, setAnswered] = useState<{ errors: Partial<Record<string, string>>; toConfirm: string[] }>({
    errors: {},
    toConfirm: [],
  });
  const [confirmed, setConfirmed] = useState(false);
  const mixes = data?.myTankMixes ?? [];
  const groups = data?.myHerbicideGroups ?? [];

  const chosen = {
    fieldUuids,
    ...(source === 'mix'
      ? mixId
        ? { tankMixId: Number(mixId) }
        : {}
      : { herbicideGroupIds: groupIds.map(Number) }),
  };
  const errors = { ...sprayStartErrors(chosen, readings) };
  const shown = (field: keyof typeof errors | 'startedAt') =>
    (tried ? errors[field as keyof typeof errors] : undefined) ?? answered.errors[field];
  // Any change is a new start to judge: what was asked to confirm no longer holds.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setAnswered({ errors: {}, toConfirm: [] });
      setConfirmed(false);
    };

  const submit = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    const request: SprayStart = {
      farmId: farm.id,
      ...chosen,
      ...(startsAt ? { startedAt: (startInstant(startsAt, timeZone) ?? new Date()).toISOString() } : {}),
      measuredWindMph: Number(readings.windMph),
      measuredWindDirection: readings.windDirection ?? '',
      measuredTemperatureF: Number(readings.temperatureF),
      ...(confirmed ? { confirmForecast: true } : {}),
    };
    const outcome = await start(request);
    if (outcome.ok) onClose();
    else setAnswered({ errors: outcome.errors, toConfirm: outcome.toConfirm });
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
            onChange={changed(setMixId)}
            error={shown('herbicides')}
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
            onChange={changed(setGroupIds)}
            error={shown('herbicides')}
          />
        )}
        <Checkbox.Group
          label="Fields"
          value={fieldUuids}
          onChange={changed(setFieldUuids)}
          error={shown('fields')}
        >
          <Stack gap={6} mt={6}>
            {farm.fields.map((field) => (
              <Checkbox key={field.uuid} value={field.uuid} label={field.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="datetime-local"
          label={
            zoneName
              ? `Start time (${zoneName}, the field's time)`
              : 'Start time (your time: the field’s zone is not known)'
          }
          value={startsAt}
          onChange={(event) => changed(setStartsAt)(event.currentTarget.value)}
          error={shown('startedAt')}
        />
        <Text size="sm" fw={500} mb={-8}>
          Measured at boom height now
        </Text>
        <Group grow align="flex-start">
          <NumberInput
            label="Wind speed (mph)"
            min={0}
            max={60}
            // A reading is never changed: one out of range keeps what was typed and gets its message.
            clampBehavior="none"
            decimalScale={1}
            value={readings.windMph}
            onChange={(value) =>
              changed(setReadings)({ ...readings, windMph: typeof value === 'number' ? value : '' })
            }
            error={shown('measuredWindMph')}
          />
          <Select
            label="Wind from"
            placeholder="Compass point"
            data={COMPASS}
            value={readings.windDirection}
            onChange={(value) => changed(setReadings)({ ...readings, windDirection: value })}
            error={shown('measuredWindDirection')}
          />
          <NumberInput
            label="Air temperature (°F)"
            min={-40}
            max={130}
            clampBehavior="none"
            decimalScale={1}
            value={readings.temperatureF}
            onChange={(value) =>
              changed(setReadings)({ ...readings, temperatureF: typeof value === 'number' ? value : '' })
            }
            error={shown('measuredTemperatureF')}
          />
        </Group>
        {answered.toConfirm.length > 0 && (
          <ForecastConfirmation lines={answered.toConfirm} confirmed={confirmed} onConfirm={setConfirmed} />
        )}
        <Text size="xs" c="dimmed">
          Neighbours whose crops nearby would be injured by this spray are told at once, in the app and by
          e-mail. They see what is sprayed and when, not your fields.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            loading={starting}
            color={answered.toConfirm.length > 0 ? 'orange' : undefined}
            disabled={answered.toConfirm.length > 0 && !confirmed}
          >
            {answered.toConfirm.length > 0 ? 'Start anyway' : 'Start spraying'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
