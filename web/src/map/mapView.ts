import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// The map's camera as the rest of the app needs it, outside React: the zoom the map settled at
// (snapped to the spec's quarter steps). The map writes it when a move ends; the markers, the
// neighbour layers and the neighbours' add prompt read it.

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
  /** The map left the screen: the next one starts where the spec starts it. */
  reset() {
    store.setState({ zoom: START_ZOOM });
  },
  subscribe: store.subscribe,
};

/** Whether neighbours (their fields, tooltips and prompts) show at a zoom. */
export const showsNeighbours = (zoom: number) => zoom >= NEIGHBOURS_ZOOM;

export const useMapZoom = () => useStore(store, (state) => state.zoom);
