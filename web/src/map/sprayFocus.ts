import { useSyncExternalStore } from 'react';

// The grower's field whose drift zone and neighbours the map shows: the one last picked in the
// field list or on the map. Outside React, so the sidebar and the map share it.
let focused: string | null = null;
const listeners = new Set<() => void>();

export const sprayFocus = {
  get: () => focused,
  set(uuid: string | null) {
    if (focused === uuid) return;
    focused = uuid;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useSprayFocus = () => useSyncExternalStore(sprayFocus.subscribe, sprayFocus.get);
