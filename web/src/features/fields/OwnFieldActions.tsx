import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { EditFieldModal } from './EditFieldModal';
import { FarmSidebarQuery } from './operations';
import { cropLine } from './summary';

/** In the popup of one of the grower's fields on the map: its name, crop and trait, and Edit field. */
export function OwnFieldActions({ cluUuid }: { cluUuid: string }) {
  const { data } = useQuery(FarmSidebarQuery);
  const [editing, setEditing] = useState(false);
  const field = data?.myFarms.flatMap((farm) => farm.fields).find((each) => each.cluUuid === cluUuid);
  if (!field) return null;
  return (
    <>
      <Text size="sm" fw={600}>
        {field.name}
      </Text>
      <Text size="sm">{cropLine(field)}</Text>
      <Button size="xs" variant="light" onClick={() => setEditing(true)}>
        Edit field
      </Button>
      {editing && <EditFieldModal field={field} onClose={() => setEditing(false)} />}
    </>
  );
}
