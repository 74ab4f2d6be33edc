import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { addVertex, finishRing, type Position, undoVertex } from './polygonRules';
import { type Coordinates, moveVertex, type VertexRef } from './vertexEdits';

// The map's editing state, outside React: what the grower is doing on the map (mode), which
// fields it is about (selection) and the geometry being worked on. Layers draw from it, the
// map's clicks feed it, the sidebar's forms read it. Rules live in the pure kernels beside it.
export type EditMode = 'view' | 'draw' | 'edit' | 'merge' | 'split' | 'bulk';

export type EditState = {
  mode: EditMode;
  /** The fields the mode is about: the field edited, merged first, or split; bulk's checked ones. */
  selection: string[];
  /** The corners drawn so far: a boundary's (draw) or a cutting line's (split). */
  working: Position[];
  /** A drawn boundary, closed, once the grower finishes it (draw). */
  finished: Position[] | null;
  /** The boundary being reshaped (edit), and the corner being dragged. */
  boundary: Coordinates | null;
  /** The version of the field's boundary when the edit or split began: the save carries it. */
  boundaryVersion: number | null;
  dragging: VertexRef | null;
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
  dragging: null,
  refusal: null,
};

export const editStore = createStore<EditState>(() => idle);

const set = (patch: Partial<EditState>) => editStore.setState(patch);

export const editing = {
  reset: () => editStore.setState(idle, true),
  /** Add Field's location picker: toggles drawing a boundary on the map. */
  toggleDraw() {
    if (editStore.getState().mode === 'draw') set({ ...idle });
    else set({ ...idle, mode: 'draw' });
  },
  startEdit: (uuid: string, boundary: Coordinates, boundaryVersion: number) =>
    set({ ...idle, mode: 'edit', selection: [uuid], boundary, boundaryVersion }),
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
  undo() {
    const { working, finished } = editStore.getState();
    if (finished) set({ finished: null, refusal: null });
    else set({ working: undoVertex(working), refusal: null });
  },
  /** Closes the drawn boundary (a click on its first corner, or Finish). */
  finish(): boolean {
    const result = finishRing(editStore.getState().working);
    set(result.ok ? { finished: result.ring, refusal: null } : { refusal: result.message });
    return result.ok;
  },
  grab: (ref: VertexRef | null) => set({ dragging: ref }),
  drag(to: Position) {
    const { boundary, dragging } = editStore.getState();
    if (boundary && dragging) set({ boundary: moveVertex(boundary, dragging, to) });
  },
};

export const useEditState = <T>(pick: (state: EditState) => T): T => useStore(editStore, pick);
