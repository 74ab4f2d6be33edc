import { useEffect, useRef, useState } from 'react';
import type { MapField } from './boundaryLayers';
import { pickedDrawn } from './clickIntent';
import type { EditMode } from './editing/editStore';
import type { Coordinates } from './editing/vertexEdits';
import type { SelectedField } from './FieldPopup';
import { type DetailsAsked, mapCommands } from './mapCommands';
import type { FieldState } from './nodeFields';

/** A field whose popup is open: drawn ones carry their boundary and disputes. */
export type PopupField = {
  uuid: string;
  state: FieldState;
  drawn: boolean;
  boundary?: Coordinates;
  /** The version of that boundary: an edit or split made from it says which copy it was made on. */
  boundaryVersion?: number;
  disputes?: { uuid: string; area: number; overlaps: number[] }[];
};

/**
 * The field whose popup is open on the map: one a click picked, or one asked for from outside
 * the map (the field list's Field details, the keyboard's way to what a click on the field
 * opens), which opens once the map has come to the field and its boundary is loaded. Closed,
 * a popup opened from the keyboard gives the focus back to where it was asked from; an edit mode
 * started from a popup closes it (the banner takes over).
 */
export function useFieldPopup(drawnFields: MapField[], moving: boolean, mode: EditMode) {
  const [selected, setSelected] = useState<SelectedField | null>(null);
  // Where the focus goes back to when a popup opened from the keyboard closes.
  const returnFocus = useRef<HTMLElement | null>(null);

  const [asked, setAsked] = useState<DetailsAsked | null>(null);
  useEffect(() => mapCommands.onShowDetails(setAsked), []);
  useEffect(() => {
    if (!asked || moving || mode !== 'view') return;
    const field = drawnFields.find((each) => each.uuid === asked.uuid);
    if (!field) return;
    returnFocus.current = asked.returnTo;
    setSelected({ ...pickedDrawn(field), ...middleOf(field.geometry.coordinates) });
    setAsked(null);
  }, [asked, moving, mode, drawnFields]);

  useEffect(() => {
    if (mode !== 'view') setSelected(null);
  }, [mode]);

  const drawn = selected?.drawn ? drawnFields.find((each) => each.uuid === selected.uuid) : undefined;
  return {
    selected,
    /** The popup of a field clicked on the map (or none): the focus stays where the click left it. */
    pick(field: SelectedField | null) {
      returnFocus.current = null;
      setSelected(field);
    },
    close() {
      setSelected(null);
      returnFocus.current?.focus();
      returnFocus.current = null;
    },
    /** The farm an own drawn field is in, for its popup. */
    farmName: drawn?.farmName ?? null,
    /** What the screen around the map is told of the field, for its actions in the popup. */
    field: selected && popupField(selected, drawn),
  };
}

function popupField(field: SelectedField, drawn: MapField | undefined): PopupField {
  return {
    uuid: field.uuid,
    state: field.state,
    drawn: field.drawn ?? false,
    ...(drawn
      ? {
          boundary: drawn.geometry.coordinates as Coordinates,
          disputes: drawn.disputeFields ?? [],
          ...(drawn.boundaryVersion != null ? { boundaryVersion: drawn.boundaryVersion } : {}),
        }
      : {}),
  };
}

/** The middle of a boundary's extent, where its popup opens when no click says where. */
function middleOf(coordinates: number[][][][]): { lng: number; lat: number } {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of coordinates)
    for (const [lng = 0, lat = 0] of polygon[0] ?? []) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  return { lng: (west + east) / 2, lat: (south + north) / 2 };
}
