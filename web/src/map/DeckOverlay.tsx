import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import type { RefObject } from 'react';
import { useControl } from 'react-map-gl/maplibre';

type Props = MapboxOverlayProps & { overlayRef?: RefObject<MapboxOverlay | null> };

/**
 * deck.gl drawn inside MapLibre's own WebGL context (interleaved), so map popups and
 * controls stay above the fields. Editing modes must turn the map's dragPan off while active:
 * with interleaving, dragging a vertex also pans the map (deck.gl-community issue 457).
 */
export function DeckOverlay({ overlayRef, ...props }: Props) {
  const overlay = useControl<MapboxOverlay>(() => new MapboxOverlay({ ...props, interleaved: true }));
  overlay.setProps(props);
  if (overlayRef) overlayRef.current = overlay;
  return null;
}
