import type { Bbox } from './markers';

// What the rest of the app asks of the map, outside React: the sidebar fits the map to a field
// without holding the map. The map listens while it is mounted.
type FitListener = (bbox: Bbox, padding?: number) => void;
const fitListeners = new Set<FitListener>();
let pendingFit: { bbox: Bbox; padding: number | undefined } | null = null;
type ClaimedListener = (uuid: string) => void;
const claimedListeners = new Set<ClaimedListener>();
type PickedListener = (uuid: string) => void;
const pickedListeners = new Set<PickedListener>();
export type FlyTarget = { lat: number; lng: number; zoom: number };
type FlyListener = (target: FlyTarget) => void;
const flyListeners = new Set<FlyListener>();
let pendingFlight: FlyTarget | null = null;

export const mapCommands = {
  /**
   * Fits the map to a field's [west, south, east, north], with the spec's padding unless a
   * smaller map (Reports) asks for less.
   */
  fitTo(bbox: Bbox, padding?: number) {
    pendingFit = fitListeners.size === 0 ? { bbox, padding } : null;
    for (const listener of fitListeners) listener(bbox, padding);
  },
  onFit(listener: FitListener): () => void {
    fitListeners.add(listener);
    // Asked before the map was listening (a sidebar beside it mounts first): the map does it now.
    if (pendingFit) listener(pendingFit.bbox, pendingFit.padding);
    pendingFit = null;
    return () => fitListeners.delete(listener);
  },
  /** Flies the map to a place (the place search's Go); asked before the map is ready, once it is. */
  flyTo(target: FlyTarget) {
    pendingFlight = flyListeners.size === 0 ? target : null;
    for (const listener of flyListeners) listener(target);
  },
  onFlyTo(listener: FlyListener): () => void {
    flyListeners.add(listener);
    if (pendingFlight) listener(pendingFlight);
    pendingFlight = null;
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
  /** One of the grower's fields was clicked in the sidebar's list: the screen says what that picks (Reports: the report's field). */
  picked(uuid: string) {
    for (const listener of pickedListeners) listener(uuid);
  },
  onPicked(listener: PickedListener): () => void {
    pickedListeners.add(listener);
    return () => pickedListeners.delete(listener);
  },
};
