import {
  type ClickEvent,
  DrawPolygonMode,
  type EditAction,
  EditableGeoJsonLayer,
  type FeatureCollection,
  GeoJsonEditMode,
  type ModeProps,
  ModifyMode,
  TranslateMode,
} from '@deck.gl-community/editable-layers';
import { boundaryOf, everyPart, partFeatures } from './editing/boundaryFeatures';
import { editMessages, removeHoleAt } from './editing/boundaryRules';
import type { EditTool } from './editing/editStore';
import { editing } from './editing/editStore';
import type { Position } from './editing/polygonRules';
import type { Coordinates } from './editing/vertexEdits';

// The boundary being edited, on deck.gl-community's editable layer: its modify mode moves a
// corner (drag), inserts one (the handle that follows the pointer along an edge) and deletes one
// (a click on it); its translate mode moves the whole boundary; its draw-polygon mode with holes
// allowed cuts a hole. The layer proposes each edit; the edit store keeps it only if the
// boundary rules hold.
export const BOUNDARY_EDIT_LAYER_ID = 'boundary-edit';

/** Takes out the hole under a click: the library has no mode that removes a polygon's ring. */
export class RemoveHoleMode extends GeoJsonEditMode {
  override handleClick(event: ClickEvent, props: ModeProps<FeatureCollection>) {
    const next = removeHoleAt(boundaryOf(props.data), event.mapCoords as Position);
    if (!next) {
      editing.refuse('Click inside a hole to remove it.');
      return;
    }
    props.onEdit({ updatedData: partFeatures(next), editType: 'removeHole', editContext: {} });
  }
}

// One instance per tool, so a hole half drawn survives the renders while it is drawn.
const modes = {
  corners: new ModifyMode(),
  move: new TranslateMode(),
  hole: new DrawPolygonMode(),
  'remove-hole': new RemoveHoleMode(),
};

/** Corners of the hole drawn so far, 0 when none is under way. */
export const holeCorners = () => modes.hole.getClickSequence().length;
/** Drops the hole under way (Escape), keeping the rest of the edit. */
export function cancelHole() {
  modes.hole.resetClickSequence();
}

// Edits the layer proposes: the ones that end a step, and the ones shown while a drag goes on.
const finishing = new Set([
  'addPosition',
  'removePosition',
  'finishMovePosition',
  'translated',
  'addHole',
  'removeHole',
]);
const ongoing = new Set(['movePosition', 'translating']);

/** The layer's proposed edit, passed to the edit store: kept, shown, or refused with a reason. */
export function onEdit({ updatedData, editType, editContext }: EditAction<FeatureCollection>) {
  if (finishing.has(editType)) editing.changeBoundary(boundaryOf(updatedData), true);
  else if (ongoing.has(editType)) editing.changeBoundary(boundaryOf(updatedData), false);
  // A hole drawn across the field's edge, over another hole, or outside the field.
  else if (editType === 'addFeature' || editType === 'invalidHole') editing.refuse(editMessages.holeOutside);
  else if (editType === 'invalidPolygon')
    editing.refuse(editContext?.reason === 'overlaps' ? editMessages.crosses : editMessages.holeOutside);
}

type Rgba = [number, number, number, number];
const LINE: Rgba = [255, 212, 59, 255];
const CORNER: Rgba = [255, 255, 255, 255];
/** The handle that follows the pointer along an edge: a click or drag there inserts a corner. */
const NEW_CORNER: Rgba = [255, 146, 43, 255];

export function boundaryEditLayer(boundary: Coordinates | null, tool: EditTool) {
  const data = partFeatures(boundary ?? []);
  return new EditableGeoJsonLayer({
    id: BOUNDARY_EDIT_LAYER_ID,
    data,
    visible: boundary !== null,
    mode: modes[tool],
    // Holes: a polygon drawn inside a part becomes that part's hole, not a new field.
    modeConfig: { allowHoles: true },
    selectedFeatureIndexes: everyPart(data.features.length),
    onEdit,
    pickable: true,
    pickingRadius: 10,
    getFillColor: [255, 212, 59, 90],
    getLineColor: LINE,
    getLineWidth: 2,
    lineWidthUnits: 'pixels',
    getTentativeFillColor: [255, 255, 255, 60],
    getTentativeLineColor: [255, 146, 43, 255],
    getTentativeLineWidth: 2,
    editHandlePointRadiusMinPixels: 5,
    editHandlePointRadiusMaxPixels: 7,
    getEditHandlePointColor: (handle: { properties: { editHandleType: string } }) =>
      handle.properties.editHandleType === 'intermediate' ? NEW_CORNER : CORNER,
    getEditHandlePointOutlineColor: [33, 37, 41, 255],
  });
}
