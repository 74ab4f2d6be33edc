// Undo and redo of a boundary's edits before it is saved: a pure kernel over snapshots. Each
// committed edit (a corner added, deleted or dropped after a drag, the boundary moved, a hole
// drawn or removed) is one step; a drag in progress is not a step until it ends.
export type History<T> = { past: readonly T[]; present: T; future: readonly T[] };

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** One more step: the present goes into the past, and what was undone can no longer be redone. */
export const record = <T>(history: History<T>, next: T): History<T> =>
  next === history.present
    ? history
    : { past: [...history.past, history.present], present: next, future: [] };

/** The step before, or the history unchanged when there is none. */
export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

/** The step undone last, again, or the history unchanged when nothing was undone. */
export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
