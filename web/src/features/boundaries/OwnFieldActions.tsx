import { useQuery } from '@apollo/client/react';
import { disputeClauses } from '@field-boundaries/contract/dispute-wording';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { FarmSidebarQuery } from '../../graphql/farms';
import type { FarmSidebarQuery as FarmSidebar } from '../../graphql/generated/graphql';
import { cropLine } from '../../layout/summary';
import { editing } from '../../map/editing/editStore';
import type { Coordinates } from '../../map/editing/vertexEdits';
import { sprayFocus } from '../../map/sprayFocus';

type OwnField = FarmSidebar['myFarms'][number]['fields'][number];

/**
 * In the popup of one of the grower's fields on the map: its name, crop and trait, and what
 * can be done with it (spec 2: Edit field, Merge boundary; and its boundary's corners, Split).
 * `uuid` is the field's own, or the CLU's it was claimed from (`cluUuid`). The dashboard brings
 * the field's spray status (`status`) and its Edit field dialog (`editDialog`).
 */
export function OwnFieldActions({
  uuid,
  cluUuid,
  boundary,
  boundaryVersion,
  disputes = [],
  status,
  editDialog,
}: {
  uuid?: string;
  cluUuid?: string;
  boundary?: Coordinates;
  /** The version of `boundary`: edits and splits made from it carry it (a stale one is refused). */
  boundaryVersion?: number | undefined;
  disputes?: { overlaps: number[] }[];
  status: (uuid: string) => ReactNode;
  editDialog: (field: OwnField, onClose: () => void) => ReactNode;
}) {
  const { data } = useQuery(FarmSidebarQuery);
  const [editingField, setEditingField] = useState(false);
  const field = data?.myFarms
    .flatMap((farm) => farm.fields)
    .find((each) => (uuid ? each.uuid === uuid : each.cluUuid === cluUuid));
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
      {disputes.length > 0 && (
        <Text size="sm" c="red" fw={500}>
          Disputed: {disputeClauses(disputes).join('; ')}. Edit the boundary to resolve it.
        </Text>
      )}
      {status(field.uuid)}
      {/* Two columns in the popup's 300 px: every label whole ("Merge boundary" is 125 px). */}
      <SimpleGrid cols={boundary && boundaryVersion !== undefined ? 2 : 1} spacing={4} verticalSpacing={4}>
        <Button size="xs" variant="light" onClick={() => setEditingField(true)}>
          Edit field
        </Button>
        {boundary && boundaryVersion !== undefined && (
          <>
            <Button
              size="xs"
              variant="default"
              onClick={() => editing.startEdit(field.uuid, boundary, boundaryVersion)}
            >
              Edit boundary
            </Button>
            <Button size="xs" variant="default" onClick={() => editing.startMerge(field.uuid)}>
              Merge boundary
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => editing.startSplit(field.uuid, boundaryVersion)}
            >
              Split field
            </Button>
          </>
        )}
      </SimpleGrid>
      {editingField && editDialog(field, () => setEditingField(false))}
    </>
  );
}
