import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// The field the Reports screen reports on, picked on the map or from the list; kept outside
// React so the map's popup and the report panel read one value.
const store = createStore<{ picked: string | null }>(() => ({ picked: null }));

export const reportField = {
  get: () => store.getState().picked,
  pick: (uuid: string | null) => store.setState({ picked: uuid }),
  subscribe: (listener: () => void): (() => void) => store.subscribe(listener),
};

export const useReportField = () => useStore(store, (state) => state.picked);
