import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useActiveFarm } from '../../map/activeFarm';
import { mapCommands } from '../../map/mapCommands';
import { showsNeighbours, useMapZoom } from '../../map/mapView';
import type { Bbox } from '../../map/markers';
import { NeighbourCropModal } from './NeighbourCropModal';
import { NeighbourPromptsQuery } from './operations';

/**
 * The add prompt of spec 4 (plan B): the fields beside the open farm's, of 5 acres or more, with
 * no crop or trait known. Like the neighbours themselves it shows at zoom 14 or more (spec 4,
 * 9). One at a time: the map goes to it and the crop and trait dialog opens.
 */
export function NeighbourPrompt() {
  const farmId = useActiveFarm();
  const { data } = useQuery(NeighbourPromptsQuery, { skip: farmId === null });
  const zoom = useMapZoom();
  const [adding, setAdding] = useState<string | null>(null);
  const farm = data?.myFarms.find((each) => each.id === farmId);
  const prompts = farm?.neighbourPrompts ?? [];
  const next = prompts[0];
  return (
    <>
      {next && showsNeighbours(zoom) && (
        // Bottom right, above the attribution: the drift legend holds the bottom left.
        <Paper
          pos="absolute"
          bottom={36}
          right={12}
          p="sm"
          shadow="sm"
          withBorder
          maw={360}
          style={{ zIndex: 2 }}
        >
          <Text size="sm" fw={600}>
            {prompts.length === 1
              ? '1 field beside your farm has no crop or trait.'
              : `${prompts.length} fields beside your farm have no crop or trait.`}
          </Text>
          <Text size="xs" c="dimmed">
            Neighbour fields of 5 ac. or more: add what your neighbours grow, and you are warned of herbicides
            that would injure it.
          </Text>
          <Group justify="flex-end" mt={6}>
            <Button
              size="xs"
              onClick={() => {
                mapCommands.fitTo(next.bbox as Bbox);
                setAdding(next.uuid);
              }}
            >
              Add crop and trait
            </Button>
          </Group>
        </Paper>
      )}
      {/* The dialog stays open while the map moves to the field, whatever the zoom on the way. */}
      {adding && (
        <NeighbourCropModal
          uuid={adding}
          initial={{ crop: null, cropTrait: null }}
          onClose={() => setAdding(null)}
        />
      )}
    </>
  );
}
