import { useQuery } from '@apollo/client/react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { MapFieldQuery as MapFieldData } from '../../graphql/generated/graphql';
import { ProTeaser } from '../../layout/ProTeaser';
import { useNoteNeighbourField, useRemoveNeighbourNote } from './hooks';
import { InviteNeighbourModal } from './InviteNeighbourModal';
import { NeighbourCropModal, PRO_REASON } from './NeighbourCropModal';
import { MapFieldQuery } from './operations';

/** The note kept of a neighbour's field, in words: its crop and trait, or that it is a building. */
export function noteLine(note: {
  isBuilding: boolean;
  crop: { name: string } | null;
  cropTrait: { name: string } | null;
}): string {
  if (note.isBuilding) return 'Building';
  return note.cropTrait?.name ?? note.crop?.name ?? 'crop/trait missing';
}

type Weather = NonNullable<NonNullable<MapFieldData['mapField']>['weather']>;

/**
 * In the popup of a field that is not the grower's: its weather now (the screen words it), and
 * with neighbour sharing (spec 2, plan B) what the grower noted of it, Assign Crop and Trait,
 * Remove Crop and Trait, Label as Building, and for a free field Invite neighbor. What the api
 * shares of the field (owner, crop) shows here too.
 */
export function NeighbourFieldActions({
  uuid,
  free,
  sharing,
  weatherLine,
}: {
  uuid: string;
  free: boolean;
  sharing: boolean;
  weatherLine: (weather: Weather) => ReactNode;
}) {
  const { data } = useQuery(MapFieldQuery, { variables: { uuid } });
  const [modal, setModal] = useState<'crop' | 'invite' | 'upgrade' | null>(null);
  const [note, labelling] = useNoteNeighbourField();
  const remove = useRemoveNeighbourNote();
  const field = data?.mapField;
  const noted = field?.adjacentTrait ?? null;
  const after = (result: string) => result === 'upgrade' && setModal('upgrade');
  const weather = field?.weather ? weatherLine(field.weather) : null;
  if (!sharing) return weather;

  return (
    <>
      {weather}
      {field?.claimed && field.cropTrait && !noted && (
        <Text size="sm">
          Grows {noteLine({ isBuilding: field.isBuilding, crop: field.crop, cropTrait: field.cropTrait })}
        </Text>
      )}
      {noted && (
        <Text size="sm" data-testid="map.neighbour-note">
          You noted: {noteLine(noted)}
        </Text>
      )}
      <Stack gap={4}>
        <Button size="xs" variant="light" onClick={() => setModal('crop')}>
          Assign Crop and Trait
        </Button>
        <Button size="xs" variant="light" onClick={() => void remove(uuid, noted?.id ?? null).then(after)}>
          Remove Crop and Trait
        </Button>
        <Button
          size="xs"
          variant="light"
          loading={labelling}
          onClick={() => void note(uuid, 'building', noted?.id ?? null).then(after)}
        >
          Label as Building
        </Button>
        {free && (
          <Button size="xs" variant="light" onClick={() => setModal('invite')}>
            Invite neighbor
          </Button>
        )}
      </Stack>
      {modal === 'crop' && (
        <NeighbourCropModal
          uuid={uuid}
          initial={{ crop: noted?.crop?.id ?? null, cropTrait: noted?.cropTrait?.id ?? null }}
          noted={noted?.id ?? null}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'invite' && <InviteNeighbourModal uuid={uuid} onClose={() => setModal(null)} />}
      {modal === 'upgrade' && (
        <Modal opened onClose={() => setModal(null)} title="Upgrade to Pro" centered>
          <ProTeaser reason={PRO_REASON} onClose={() => setModal(null)} />
        </Modal>
      )}
    </>
  );
}
