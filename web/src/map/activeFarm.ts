import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// The farm the grower has active in the sidebar (spec 4: activating toggles it between active
// and none). The map claims into it; kept outside React so both read one value.
const store = createStore<{ active: number | null }>(() => ({ active: null }));

export const activeFarm = {
  get: () => store.getState().active,
  /** Activating the active farm again deactivates it. */
  toggle: (id: number) => store.setState(({ active }) => ({ active: active === id ? null : id })),
  clear: () => store.setState({ active: null }),
  subscribe: (listener: () => void): (() => void) => store.subscribe(listener),
};

export const useActiveFarm = () => useStore(store, (state) => state.active);
