import { type RefObject, useEffect, useRef } from 'react';
import type { LngLatLike, MapRef } from 'react-map-gl/maplibre';
import { mapCommands } from './mapCommands';
import { snapZoom } from './zoomSnap';

const latLngOf = (point: LngLatLike) =>
  Array.isArray(point)
    ? { lng: point[0], lat: point[1] }
    : 'lng' in point
      ? { lng: point.lng, lat: point.lat }
      : { lng: point.lon, lat: point.lat };

/** Padding when fitting a field (spec). */
const FIT_PADDING = 200;

/**
 * The sidebar's field list fits the map to a field (spec: padding 200), and the place search
 * flies it. Listened to from the map's load (call the returned function then): the sidebar and
 * the search box show while maplibre's module is still loading, and a fit or a Go asked then
 * waits in mapCommands. A field claimed turns the grower's colour at once through `claimed`.
 * `headingTo` hears each flight's destination as it starts (its zoom as the map will snap it).
 */
export function useMapCommands(
  mapRef: RefObject<MapRef | null>,
  claimed: (uuid: string) => void,
  headingTo: (center: { lat: number; lng: number }, zoom: number) => void,
) {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const claimedRef = useRef(claimed);
  claimedRef.current = claimed;
  const headingRef = useRef(headingTo);
  headingRef.current = headingTo;
  const flying = (center: { lat: number; lng: number }, zoom: number) =>
    headingRef.current(center, snapZoom(zoom).snapped);
  useEffect(() => mapCommands.onClaimed((uuid) => claimedRef.current(uuid)), []);

  return () => {
    stop.current?.();
    const stopFits = mapCommands.onFit(([west, south, east, north], padding) => {
      const map = mapRef.current;
      if (!map) return;
      const corners: [[number, number], [number, number]] = [
        [west, south],
        [east, north],
      ];
      const options = { padding: padding ?? FIT_PADDING, duration: 800 };
      const camera = map.cameraForBounds(corners, options);
      if (camera?.center && camera.zoom !== undefined) {
        flying(latLngOf(camera.center), camera.zoom);
      }
      map.fitBounds(corners, options);
    });
    const stopFlights = mapCommands.onFlyTo(({ lat, lng, zoom }) => {
      flying({ lat, lng }, zoom);
      mapRef.current?.flyTo({ center: [lng, lat], zoom, duration: 800 });
    });
    stop.current = () => {
      stopFits();
      stopFlights();
    };
  };
}
