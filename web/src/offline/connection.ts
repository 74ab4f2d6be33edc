import { createStore } from 'zustand/vanilla';

// Whether the page reaches the gateway, outside React: the offline link (offlineLink.ts) and the
// field streamer set it, the banner and the map read it. Offline is what the page found out (a
// request that never arrived, or the browser saying so), not a guess from a slow answer.

export type Connection = {
  offline: boolean;
  /** When the data now shown was last fetched live (the snapshot's time), once offline. */
  lastUpdated: number | null;
};

export const connection = createStore<Connection>(() => ({
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  lastUpdated: null,
}));

const listeners = new Set<() => void>();

export const connectivity = {
  wentOffline(lastUpdated: number | null) {
    const state = connection.getState();
    if (state.offline && state.lastUpdated === (lastUpdated ?? state.lastUpdated)) return;
    connection.setState({ offline: true, lastUpdated: lastUpdated ?? state.lastUpdated });
  },
  /** The gateway answered again: live data resumes (`onBackOnline` listeners refetch). */
  backOnline() {
    if (!connection.getState().offline) return;
    connection.setState({ offline: false });
    for (const listener of listeners) listener();
  },
  isOffline: () => connection.getState().offline,
  onBackOnline(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The browser's own word: offline at once; online is confirmed by the next answer that arrives. */
export function followBrowserConnection(check: () => void): () => void {
  const offline = () => connectivity.wentOffline(null);
  window.addEventListener('offline', offline);
  window.addEventListener('online', check);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', check);
  };
}
