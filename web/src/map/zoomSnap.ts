// Zoom snaps to quarter steps (spec). Pure: the map eases to the snapped zoom when it is off it.

export function snapZoom(zoom: number): { snapped: number; snapping: boolean } {
  const snapped = Math.round(zoom * 4) / 4;
  return { snapped, snapping: Math.abs(snapped - zoom) > 1e-3 };
}
