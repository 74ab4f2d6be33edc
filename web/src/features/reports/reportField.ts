import { useSyncExternalStore } from 'react';

// The field the Reports screen reports on, picked on the map or from the list; kept outside
// React so the map's popup and the report panel read one value.
let picked: string | null = null;
const listeners = new Set<() => void>();

export const reportField = {
  get: () => picked,
  pick(uuid: string | null) {
    picked = uuid;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useReportField = () => useSyncExternalStore(reportField.subscribe, reportField.get);
