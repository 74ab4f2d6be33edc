import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// The grower farm an Ag Retailer looks at from the users sidebar: which account, which farm,
// and the sidebar's page (to open it there again). Outside React, so the
// sidebar and the map beside it read one value.
export type ViewedFarm = { page: number; account: string; farm: number };

const store = createStore<{ viewed: ViewedFarm | null }>(() => ({ viewed: null }));

export const viewedFarm = {
  get: () => store.getState().viewed,
  /** Choosing the farm in view again puts it away. */
  toggle: (next: ViewedFarm) =>
    store.setState(({ viewed }) => ({
      viewed: viewed?.account === next.account && viewed.farm === next.farm ? null : next,
    })),
  clear() {
    if (store.getState().viewed !== null) store.setState({ viewed: null });
  },
  subscribe: (listener: () => void): (() => void) => store.subscribe(listener),
};

export const useViewedFarm = () => useStore(store, (state) => state.viewed);
