import { Button, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Popup, type PopupInstance } from 'react-map-gl/maplibre';
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
  const popup = useRef<PopupInstance>(null);
  const body = useRef<HTMLDivElement>(null);
  // The focus starts on the popup itself, named for what the field is, so a keyboard or screen
  // reader user lands in it; maplibre's own choice (the first button) can be a badge still
  // loading, and the focus would be lost when it is replaced.
  useEffect(() => body.current?.focus(), []);
  // Escape closes it, from its close button or any of its actions, as it does a dialog.
  useEffect(() => {
    const element = popup.current?.getElement();
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // Wider than maplibre's 240 px, so the actions' labels show whole beside each other.
    <Popup
      ref={popup}
      longitude={field.lng}
      latitude={field.lat}
      onClose={onClose}
      closeOnClick={false}
      focusAfterOpen={false}
      maxWidth="300px"
      // Above the map's panels (the place search), which would otherwise hide its top.
      style={{ zIndex: 3 }}
    >
      <Stack
        ref={body}
        gap={4}
        data-testid="map.field-popup"
        role="dialog"
        aria-label={fieldLabel(field)}
        tabIndex={-1}
      >
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
