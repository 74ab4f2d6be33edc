import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// The map's camera as the rest of the app needs it, outside React: the zoom the map settled at
// (snapped to the spec's quarter steps) or, while it flies to a field or a place, the zoom it
// will land at. The map writes it as a flight starts and when a move ends (a flight stopped
// half-way ends there, and says so); the markers, the field layers, the loading panel and the
// neighbours' add prompt read it, so what they show during a flight is what it flies to.

/** Spec: the map starts at zoom 5. */
export const START_ZOOM = 5;
/** Spec: tooltips and neighbours show at zoom 14 or more. */
export const NEIGHBOURS_ZOOM = 14;

type MapViewState = { zoom: number };

const store = createStore<MapViewState>(() => ({ zoom: START_ZOOM }));

export const mapView = {
  zoom: () => store.getState().zoom,
  /** The map settled at a new zoom. */
  moved(zoom: number) {
    if (zoom !== store.getState().zoom) store.setState({ zoom });
  },
  /** The map starts flying to a zoom (snapped as it will land): shown as there from now. */
  headingTo(zoom: number) {
    mapView.moved(zoom);
  },
  /** The map left the screen: the next one starts where the spec starts it. */
  reset() {
    store.setState({ zoom: START_ZOOM });
  },
  subscribe: store.subscribe,
};

/** Whether neighbours (their fields, tooltips and prompts) show at a zoom. */
export const showsNeighbours = (zoom: number) => zoom >= NEIGHBOURS_ZOOM;

export const useMapZoom = () => useStore(store, (state) => state.zoom);
