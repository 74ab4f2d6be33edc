import { useSyncExternalStore } from 'react';

// The farm the grower has active in the sidebar (spec 4: activating toggles it between active
// and none). The map claims into it; kept outside React so both read one value.
let active: number | null = null;
const listeners = new Set<() => void>();

export const activeFarm = {
  get: () => active,
  /** Activating the active farm again deactivates it. */
  toggle(id: number) {
    active = active === id ? null : id;
    for (const listener of listeners) listener();
  },
  clear() {
    active = null;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useActiveFarm = () => useSyncExternalStore(activeFarm.subscribe, activeFarm.get);
