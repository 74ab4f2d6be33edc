import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { boundaryProblem } from './boundaryRules';
import { canRedo, canUndo, type History, record, redo, startHistory, undo } from './history';
import { addVertex, finishRing, type Position, undoVertex } from './polygonRules';
import type { Coordinates } from './vertexEdits';

// The map's editing state, outside React: what the grower is doing on the map (mode), which
// fields it is about (selection) and the geometry being worked on. Layers draw from it, the
// map's clicks feed it, the sidebar's forms read it. Rules live in the pure kernels beside it.
export type EditMode = 'view' | 'draw' | 'edit' | 'merge' | 'split' | 'bulk';

/** What a press on the map does while a boundary is edited. */
export type EditTool = 'corners' | 'move' | 'hole' | 'remove-hole';

export type EditState = {
  mode: EditMode;
  /** The fields the mode is about: the field edited, merged first, or split; bulk's checked ones. */
  selection: string[];
  /** The corners drawn so far: a boundary's (draw) or a cutting line's (split). */
  working: Position[];
  /** A drawn boundary, closed, once the grower finishes it (draw). */
  finished: Position[] | null;
  /** The boundary being reshaped (edit) as the map shows it, a drag in progress included. */
  boundary: Coordinates | null;
  /** The version of the field's boundary when the edit or split began: the save carries it. */
  boundaryVersion: number | null;
  /** The boundary's committed edits, for undo and redo before it is saved (edit). */
  history: History<Coordinates> | null;
  tool: EditTool;
  /** Why the last click was refused, shown until the next one. */
  refusal: string | null;
};

const idle: EditState = {
  mode: 'view',
  selection: [],
  working: [],
  finished: null,
  boundary: null,
  boundaryVersion: null,
  history: null,
  tool: 'corners',
  refusal: null,
};

export const editStore = createStore<EditState>(() => idle);

/** What the first Escape says when leaving would drop edits not yet saved; a second one leaves. */
export const LEAVE_UNSAVED =
  'Your changes to this boundary are not saved. Press Esc again to leave without them, or Save.';

const set = (patch: Partial<EditState>) => editStore.setState(patch);

export const editing = {
  reset: () => editStore.setState(idle, true),
  /** Add Field's location picker: toggles drawing a boundary on the map. */
  toggleDraw() {
    if (editStore.getState().mode === 'draw') set({ ...idle });
    else set({ ...idle, mode: 'draw' });
  },
  startEdit: (uuid: string, boundary: Coordinates, boundaryVersion: number) =>
    set({
      ...idle,
      mode: 'edit',
      selection: [uuid],
      boundary,
      boundaryVersion,
      history: startHistory(boundary),
    }),
  startMerge: (uuid: string) => set({ ...idle, mode: 'merge', selection: [uuid] }),
  startSplit: (uuid: string, boundaryVersion: number) =>
    set({ ...idle, mode: 'split', selection: [uuid], boundaryVersion }),
  setBulk: (selection: string[]) => set({ ...idle, mode: 'bulk', selection }),

  /** A click on the map while drawing: one more corner, unless it would cross the outline. */
  addCorner(point: Position) {
    const { working, mode } = editStore.getState();
    if (mode !== 'draw' && mode !== 'split') return;
    const step = addVertex(working, point);
    set(step.ok ? { working: step.vertices, refusal: null, finished: null } : { refusal: step.message });
  },
  /** Takes back the last corner (drawing, splitting) or the last edit of a boundary (editing). */
  undo() {
    const { mode, working, finished, history } = editStore.getState();
    if (mode === 'edit') {
      if (history && canUndo(history)) {
        const back = undo(history);
        set({ history: back, boundary: back.present, refusal: null });
      }
    } else if (finished) set({ finished: null, refusal: null });
    else set({ working: undoVertex(working), refusal: null });
  },
  /** Makes again the edit of the boundary undone last. */
  redo() {
    const { mode, history } = editStore.getState();
    if (mode !== 'edit' || !history || !canRedo(history)) return;
    const again = redo(history);
    set({ history: again, boundary: again.present, refusal: null });
  },
  /** Closes the drawn boundary (a click on its first corner, or Finish). */
  finish(): boolean {
    const result = finishRing(editStore.getState().working);
    set(result.ok ? { finished: result.ring, refusal: null } : { refusal: result.message });
    return result.ok;
  },
  setTool: (tool: EditTool) => set({ tool, refusal: null }),
  /**
   * The boundary as an edit leaves it. A step in progress (a corner or the boundary being
   * dragged) is shown as it goes; a finished step is kept only when the boundary obeys every
   * rule, else the boundary goes back to the last kept one and the grower is told why.
   */
  changeBoundary(next: Coordinates, finished: boolean) {
    const { mode, history } = editStore.getState();
    if (mode !== 'edit' || !history) return;
    if (!finished) {
      set({ boundary: next });
      return;
    }
    const problem = boundaryProblem(next);
    if (problem) set({ boundary: history.present, refusal: problem });
    else set({ history: record(history, next), boundary: next, refusal: null });
  },
  refuse: (message: string) => set({ refusal: message }),
  /**
   * Escape while reshaping a boundary puts down only what is in hand: a refusal shown or a tool
   * other than the corners first (a refused hole leaves both), then, with edits not yet saved, it
   * asks (a second Escape leaves without them); with none, it leaves. Drawing and the other modes
   * are left at once, as before. The hole half drawn is the layer's, dropped by the caller first.
   */
  escape() {
    const { mode, tool, refusal, history } = editStore.getState();
    if (mode === 'draw') editing.toggleDraw();
    else if (mode !== 'edit' || refusal === LEAVE_UNSAVED) editing.reset();
    else if (refusal || tool !== 'corners') set({ tool: 'corners', refusal: null });
    else if (history && canUndo(history)) set({ refusal: LEAVE_UNSAVED });
    else editing.reset();
  },
};

export const useEditState = <T>(pick: (state: EditState) => T): T => useStore(editStore, pick);
