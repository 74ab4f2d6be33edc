import type { FeatureCollection, ModeProps } from '@deck.gl-community/editable-layers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onEdit, RemoveHoleMode } from './boundaryEditLayer';
import { boundaryOf, partFeatures } from './editing/boundaryFeatures';
import { editMessages } from './editing/boundaryRules';
import { editing, editStore } from './editing/editStore';
import type { Position } from './editing/polygonRules';
import type { Coordinates } from './editing/vertexEdits';

const ring = (west: number, south: number, east: number, north: number): Position[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];
const field: Coordinates = [[ring(0, 0, 0.01, 0.01)]];
const withHole: Coordinates = [[ring(0, 0, 0.01, 0.01), ring(0.004, 0.004, 0.006, 0.006)]];

afterEach(() => editing.reset());

const click = (at: Position) => ({
  mapCoords: at,
  picks: [],
  screenCoords: [0, 0] as [number, number],
  sourceEvent: null,
});

describe('the editing layer’s proposals', () => {
  it('keeps a finished edit as one step, and shows a drag without keeping it', () => {
    editing.startEdit('f-1', field, 1);
    onEdit({ updatedData: partFeatures(withHole), editType: 'movePosition', editContext: {} });
    expect(editStore.getState().history?.past).toHaveLength(0);
    onEdit({ updatedData: partFeatures(withHole), editType: 'addHole', editContext: {} });
    expect(editStore.getState().boundary).toEqual(withHole);
    expect(editStore.getState().history?.past).toHaveLength(1);
  });

  it('refuses a hole drawn outside the field, which the library would add as a new polygon', () => {
    editing.startEdit('f-1', field, 1);
    onEdit({ updatedData: partFeatures(withHole), editType: 'addFeature', editContext: {} });
    expect(editStore.getState()).toMatchObject({ boundary: field, refusal: editMessages.holeOutside });
  });

  it('removes the hole clicked inside, and says what to do when the click is not in one', () => {
    editing.startEdit('f-1', withHole, 1);
    const proposed = vi.fn();
    const props = {
      data: partFeatures(withHole),
      onEdit: proposed,
    } as unknown as ModeProps<FeatureCollection>;
    new RemoveHoleMode().handleClick(click([0.002, 0.002]), props);
    expect(proposed).not.toHaveBeenCalled();
    expect(editStore.getState().refusal).toBe('Click inside a hole to remove it.');
    new RemoveHoleMode().handleClick(click([0.005, 0.005]), props);
    expect(boundaryOf(proposed.mock.calls[0]?.[0].updatedData)).toEqual(field);
  });
});
