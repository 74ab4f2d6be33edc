import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SprayStatus } from '../spray/SprayStatus';
import { sprayFocus } from '../spray/sprayFocus';
import { EditFieldModal } from './EditFieldModal';
import { FarmSidebarQuery } from './operations';
import { cropLine } from './summary';

/** In the popup of one of the grower's fields on the map: its name, crop and trait, and Edit field. */
export function OwnFieldActions({ cluUuid }: { cluUuid: string }) {
  const { data } = useQuery(FarmSidebarQuery);
  const [editing, setEditing] = useState(false);
  const field = data?.myFarms.flatMap((farm) => farm.fields).find((each) => each.cluUuid === cluUuid);
  // Opening a field's popup shows its drift zone and neighbours on the map.
  useEffect(() => {
    if (field) sprayFocus.set(field.uuid);
  }, [field]);
  if (!field) return null;
  return (
    <>
      <Text size="sm" fw={600}>
        {field.name}
      </Text>
      <Text size="sm">{cropLine(field)}</Text>
      <SprayStatus uuid={field.uuid} explained />
      <Button size="xs" variant="light" onClick={() => setEditing(true)}>
        Edit field
      </Button>
      {editing && <EditFieldModal field={field} onClose={() => setEditing(false)} />}
    </>
  );
}
