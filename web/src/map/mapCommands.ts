import type { Bbox } from './markers';

// What the rest of the app asks of the map, outside React: the sidebar fits the map to a field
// without holding the map. The map listens while it is mounted.

/**
 * A command for the map that waits when no map listens yet (the sidebar and the place search
 * show before maplibre's module has loaded): the next map to listen carries out the last one asked.
 */
function heldCommand<Args extends unknown[]>() {
  const listeners = new Set<(...args: Args) => void>();
  let pending: Args | null = null;
  return {
    ask(...args: Args) {
      pending = listeners.size === 0 ? args : null;
      for (const listener of listeners) listener(...args);
    },
    listen(listener: (...args: Args) => void): () => void {
      listeners.add(listener);
      if (pending) listener(...pending);
      pending = null;
      return () => listeners.delete(listener);
    },
  };
}

export type FlyTarget = { lat: number; lng: number; zoom: number };
const fits = heldCommand<[bbox: Bbox, padding?: number]>();
const flights = heldCommand<[target: FlyTarget]>();
type ClaimedListener = (uuid: string) => void;
const claimedListeners = new Set<ClaimedListener>();
type PickedListener = (uuid: string) => void;
const pickedListeners = new Set<PickedListener>();
/** Where the keyboard's focus goes back to when the popup closes (the list's ⋮ button). */
export type DetailsAsked = { uuid: string; returnTo: HTMLElement | null };
const details = heldCommand<[asked: DetailsAsked]>();

export const mapCommands = {
  /**
   * Fits the map to a field's [west, south, east, north], with the spec's padding unless a
   * smaller map (Reports) asks for less.
   */
  fitTo(bbox: Bbox, padding?: number) {
    fits.ask(bbox, padding);
  },
  onFit: fits.listen,
  /** Flies the map to a place (the place search's Go). */
  flyTo(target: FlyTarget) {
    flights.ask(target);
  },
  onFlyTo: flights.listen,
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
  /**
   * Opens one of the grower's fields' popup, as a click on it would, once the map is there: the
   * way to a field's details and actions without a pointer (the field list's Field details).
   */
  showDetails(asked: DetailsAsked) {
    details.ask(asked);
  },
  onShowDetails: details.listen,
};
