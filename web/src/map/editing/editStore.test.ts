import { afterEach, describe, expect, it } from 'vitest';
import { editMessages } from './boundaryRules';
import { editing, editStore } from './editStore';
import type { Position } from './polygonRules';
import type { Coordinates } from './vertexEdits';

const square: Position[] = [
  [0, 0],
  [0.01, 0],
  [0.01, 0.01],
  [0, 0.01],
  [0, 0],
];
const field: Coordinates = [[square]];
const withCorner: Coordinates = [[[square[0], [0.005, -0.002], ...square.slice(1)] as Position[]]];
const withHole: Coordinates = [
  [
    square,
    [
      [0.004, 0.004],
      [0.006, 0.004],
      [0.006, 0.006],
      [0.004, 0.004],
    ],
  ],
];
const bowTie: Coordinates = [
  [
    [
      [0, 0],
      [0.01, 0.01],
      [0.01, 0],
      [0, 0.01],
      [0, 0],
    ],
  ],
];

afterEach(() => editing.reset());

describe('editing a boundary', () => {
  it('undoes and redoes each kept edit, in order', () => {
    editing.startEdit('f-1', field, 1);
    editing.changeBoundary(withCorner, true);
    editing.changeBoundary(withHole, true);
    editing.undo();
    expect(editStore.getState().boundary).toBe(withCorner);
    editing.undo();
    expect(editStore.getState().boundary).toBe(field);
    editing.undo();
    expect(editStore.getState().boundary).toBe(field);
    editing.redo();
    editing.redo();
    expect(editStore.getState().boundary).toBe(withHole);
  });

  it('shows a drag as it goes but keeps only where it ends as one step', () => {
    editing.startEdit('f-1', field, 1);
    editing.changeBoundary(withHole, false);
    expect(editStore.getState().boundary).toBe(withHole);
    editing.changeBoundary(withCorner, true);
    editing.undo();
    expect(editStore.getState().boundary).toBe(field);
  });

  it('refuses an edit that makes the boundary cross itself, and goes back to the last kept one', () => {
    editing.startEdit('f-1', field, 1);
    editing.changeBoundary(bowTie, false);
    editing.changeBoundary(bowTie, true);
    expect(editStore.getState()).toMatchObject({ boundary: field, refusal: editMessages.crosses });
    expect(editStore.getState().history?.past).toHaveLength(0);
  });

  it('forgets the edits when the grower cancels', () => {
    editing.startEdit('f-1', field, 1);
    editing.changeBoundary(withHole, true);
    editing.reset();
    expect(editStore.getState()).toMatchObject({ mode: 'view', boundary: null, history: null });
  });
});
