import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { fieldLabel, type PickedField } from './fieldTooltip';

export type SelectedField = PickedField & { lng: number; lat: number };

/** The popup of a clicked field: what it is, its acres, farm and owner, Claim field and the screen's actions. */
export function FieldPopup({
  field,
  farmName,
  onClose,
  onClaim,
  actions,
}: {
  field: SelectedField;
  farmName: string | null | undefined;
  onClose: () => void;
  onClaim?: (field: { uuid: string; acres: number }) => void;
  actions?: ReactNode;
}) {
  return (
    // Wider than maplibre's 240 px, so the actions' labels show whole beside each other.
    <Popup longitude={field.lng} latitude={field.lat} onClose={onClose} closeOnClick={false} maxWidth="300px">
      <Stack gap={4} data-testid="map.field-popup">
        <Text fw={600}>{fieldLabel(field)}</Text>
        <Text size="sm">{field.acres.toFixed(2)} ac.</Text>
        {farmName && <Text size="sm">Farm: {farmName}</Text>}
        {field.owner && (
          <Text size="sm">
            {field.owner.n} · {field.owner.e}
          </Text>
        )}
        {field.state === 'free' && onClaim && (
          <Button
            size="xs"
            onClick={() => {
              onClaim({ uuid: field.uuid, acres: field.acres });
              onClose();
            }}
          >
            Claim field
          </Button>
        )}
        {actions}
      </Stack>
    </Popup>
  );
}
