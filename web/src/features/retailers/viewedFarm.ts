import { useSyncExternalStore } from 'react';

// The grower farm an Ag Retailer looks at from the users sidebar: which account, which farm,
// and the sidebar's page (to open it there again). Outside React, so the
// sidebar and the map beside it read one value.
export type ViewedFarm = { page: number; account: string; farm: number };

let viewed: ViewedFarm | null = null;
const listeners = new Set<() => void>();

export const viewedFarm = {
  get: () => viewed,
  /** Choosing the farm in view again puts it away. */
  toggle(next: ViewedFarm) {
    viewed = viewed?.account === next.account && viewed.farm === next.farm ? null : next;
    for (const listener of listeners) listener();
  },
  clear() {
    if (viewed === null) return;
    viewed = null;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useViewedFarm = () => useSyncExternalStore(viewedFarm.subscribe, viewedFarm.get);
