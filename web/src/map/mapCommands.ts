import type { Bbox } from './markers';

// What the rest of the app asks of the map, outside React: the sidebar fits the map to a field
// without holding the map. The map listens while it is mounted.
type FitListener = (bbox: Bbox, padding?: number) => void;
const fitListeners = new Set<FitListener>();
type ClaimedListener = (uuid: string) => void;
const claimedListeners = new Set<ClaimedListener>();
export type FlyTarget = { lat: number; lng: number; zoom: number };
type FlyListener = (target: FlyTarget) => void;
const flyListeners = new Set<FlyListener>();

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
  /** Flies the map to a place (the place search's Go). */
  flyTo(target: FlyTarget) {
    for (const listener of flyListeners) listener(target);
  },
  onFlyTo(listener: FlyListener): () => void {
    flyListeners.add(listener);
    return () => flyListeners.delete(listener);
  },
  /** A field was claimed outside the map's own popup (an invitation's link): show it as yours. */
  claimed(uuid: string) {
    for (const listener of claimedListeners) listener(uuid);
  },
  onClaimed(listener: ClaimedListener): () => void {
    claimedListeners.add(listener);
    return () => claimedListeners.delete(listener);
  },
};
