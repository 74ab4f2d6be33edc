import { ActionIcon, Alert, Button, Loader, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { acres } from '../../layout/summary';
import { mapCommands } from '../../map/mapCommands';
import { boundsOf } from '../../map/viewedFieldsLayers';
import { useViewedFarmFields } from './growerFarm';

type Props = { accountUuid: string; fitPadding: number | undefined };

/**
 * The fields of the grower farm in view: the map is fitted to them once they arrive; a click
 * fits it to one. Read-only: changing a field means entering the account in god mode, which
 * opens at that field.
 */
export function GrowerFarmFields({ accountUuid, fitPadding }: Props) {
  const { fields, loading, error, refetch } = useViewedFarmFields();
  // Fitted once per farm chosen (choosing another mounts this anew), not on every cache answer.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || fields.length === 0) return;
    const bounds = boundsOf(fields);
    if (!bounds) return;
    fitted.current = true;
    mapCommands.fitTo(bounds, fitPadding);
  }, [fields, fitPadding]);

  if (loading) return <Loader size="xs" m={6} aria-label="Loading fields" />;
  if (error)
    return (
      <Alert color="red" p="xs" title="The fields could not be loaded">
        <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (fields.length === 0)
    return (
      <Text size="sm" c="dimmed" p={6}>
        This farm has no fields yet.
      </Text>
    );
  return (
    <Stack gap={2} mt={2}>
      {fields.map((field) => (
        <div key={field.uuid} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <UnstyledButton
            onClick={() => mapCommands.fitTo(field.bbox as [number, number, number, number], fitPadding)}
            aria-label={`Show ${field.name} on the map`}
            p={4}
            style={{ flex: 1, minWidth: 0, borderRadius: 6 }}
          >
            <Text size="sm" truncate>
              {field.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {acres(field.area)}
              {field.isBuilding ? ' · Building' : ''}
            </Text>
          </UnstyledButton>
          <Tooltip label="Edit in god mode" withinPortal>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              component={Link}
              to={`/god-mode/login/${accountUuid}?fieldUuid=${field.uuid}`}
              aria-label={`Edit ${field.name} in god mode`}
            >
              ✎
            </ActionIcon>
          </Tooltip>
        </div>
      ))}
      <Text size="xs" c="dimmed" p={4}>
        Read-only. Enter the account in god mode to change these fields.
      </Text>
    </Stack>
  );
}
