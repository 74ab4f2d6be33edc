import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// The grower's field whose drift zone and neighbours the map shows: the one last picked in the
// field list or on the map. Outside React, so the sidebar and the map share it.
const store = createStore<{ focused: string | null }>(() => ({ focused: null }));

export const sprayFocus = {
  get: () => store.getState().focused,
  set(uuid: string | null) {
    if (store.getState().focused !== uuid) store.setState({ focused: uuid });
  },
  subscribe: (listener: () => void): (() => void) => store.subscribe(listener),
};

export const useSprayFocus = () => useStore(store, (state) => state.focused);
