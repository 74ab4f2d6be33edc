import type { Bbox } from './markers';

// What the rest of the app asks of the map, outside React: the sidebar fits the map to a field
// without holding the map. The map listens while it is mounted.
type FitListener = (bbox: Bbox, padding?: number) => void;
const fitListeners = new Set<FitListener>();

export const mapCommands = {
  /**
   * Fits the map to a field's [west, south, east, north], with the spec's padding unless a
   * smaller map (Reports) asks for less.
   */
  fitTo(bbox: Bbox, padding?: number) {
    for (const listener of fitListeners) listener(bbox, padding);
  },
  onFit(listener: FitListener): () => void {
    fitListeners.add(listener);
    return () => fitListeners.delete(listener);
  },
};
