import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editing, editStore, LEAVE_UNSAVED } from './editing/editStore';
import type { Position } from './editing/polygonRules';
import type { Coordinates } from './editing/vertexEdits';
import { useEditKeys } from './useEditKeys';

const ring = (size: number): Position[] => [
  [0, 0],
  [size, 0],
  [size, size],
  [0, size],
  [0, 0],
];
const field: Coordinates = [[ring(0.01)]];
const larger: Coordinates = [[ring(0.02)]];

afterEach(() => editing.reset());

describe('the map’s keys while a boundary is edited', () => {
  it('undoes with Ctrl+Z (or ⌘Z) and redoes with Shift+Ctrl+Z', () => {
    renderHook(() => useEditKeys());
    editing.startEdit('f-1', field, 1);
    editing.changeBoundary(larger, true);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(editStore.getState().boundary).toBe(field);
    fireEvent.keyDown(window, { key: 'Z', metaKey: true, shiftKey: true });
    expect(editStore.getState().boundary).toBe(larger);
  });

  it('leaves Ctrl+Z to a text field the grower is typing in', () => {
    renderHook(() => useEditKeys());
    const input = document.body.appendChild(document.createElement('input'));
    editing.startEdit('f-1', field, 1);
    editing.changeBoundary(larger, true);
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(editStore.getState().boundary).toBe(larger);
    input.remove();
  });

  it('leaves an edit with nothing changed at the first Escape', () => {
    renderHook(() => useEditKeys());
    editing.startEdit('f-1', field, 1);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(editStore.getState()).toMatchObject({ mode: 'view', boundary: null });
  });

  it('after a refused hole, Escape puts the hole tool down and keeps every edit; leaving with edits asks first', () => {
    renderHook(() => useEditKeys());
    editing.startEdit('f-1', field, 1);
    editing.changeBoundary(larger, true);
    editing.setTool('hole');
    editing.refuse('A hole must lie inside the field, clear of its edge and of other holes.');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(editStore.getState()).toMatchObject({
      mode: 'edit',
      tool: 'corners',
      refusal: null,
      boundary: larger,
    });
    // Nothing is lost without being asked: the first Escape says what it would drop.
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(editStore.getState()).toMatchObject({ mode: 'edit', boundary: larger, refusal: LEAVE_UNSAVED });
    // Any other step takes the question back.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(editStore.getState()).toMatchObject({ mode: 'edit', boundary: field, refusal: null });
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(editStore.getState()).toMatchObject({ mode: 'view', boundary: null });
  });
});
