import { type RefObject, useEffect, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { mapCommands } from './mapCommands';

/** Padding when fitting a field (spec). */
const FIT_PADDING = 200;

/**
 * The sidebar's field list fits the map to a field (spec: padding 200), and the place search
 * flies it. Listened to from the map's load (call the returned function then): the sidebar and
 * the search box show while maplibre's module is still loading, and a fit or a Go asked then
 * waits in mapCommands. A field claimed turns the grower's colour at once through `claimed`.
 */
export function useMapCommands(mapRef: RefObject<MapRef | null>, claimed: (uuid: string) => void) {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const claimedRef = useRef(claimed);
  claimedRef.current = claimed;
  useEffect(() => mapCommands.onClaimed((uuid) => claimedRef.current(uuid)), []);

  return () => {
    stop.current?.();
    const stopFits = mapCommands.onFit(([west, south, east, north], padding) =>
      mapRef.current?.fitBounds(
        [
          [west, south],
          [east, north],
        ],
        { padding: padding ?? FIT_PADDING, duration: 800 },
      ),
    );
    const stopFlights = mapCommands.onFlyTo(({ lat, lng, zoom }) =>
      mapRef.current?.flyTo({ center: [lng, lat], zoom, duration: 800 }),
    );
    stop.current = () => {
      stopFits();
      stopFlights();
    };
  };
}
