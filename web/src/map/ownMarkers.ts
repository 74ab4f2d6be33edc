import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// Where the grower's own-field markers stand on the map now (one point per marker or cluster),
// published by the markers and read by the coverage dots, which give way to them.
export type MarkerPlace = { lat: number; lng: number };
const store = createStore<{ places: MarkerPlace[] }>(() => ({ places: [] }));

export const ownMarkers = {
  set: (places: MarkerPlace[]) => store.setState({ places }),
  clear: () => store.setState({ places: [] }),
};

export const useOwnMarkerPlaces = () => useStore(store, (state) => state.places);
