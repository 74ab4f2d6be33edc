import type { Marker as MarkerInstance } from 'maplibre-gl';
import { type ComponentProps, useEffect, useRef } from 'react';
import { Marker } from 'react-map-gl/maplibre';

/**
 * A map marker whose content is its own control (a button). MapLibre makes each marker's element
 * a button named "Map marker" when it is added to the map: around a real button that is a button
 * in a button, announced twice by a screen reader and unreachable as one by keyboard. Once
 * MapLibre has added it (the marker's own effect runs before this one), the element is made a
 * plain box again, and the button inside speaks for itself.
 */
export function ControlMarker(props: ComponentProps<typeof Marker>) {
  const marker = useRef<MarkerInstance>(null);
  useEffect(() => {
    const element = marker.current?.getElement();
    element?.removeAttribute('role');
    element?.removeAttribute('aria-label');
  }, []);
  return <Marker {...props} ref={marker} />;
}
