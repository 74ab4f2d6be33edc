// Boundaries the upload and abuse benches send: rings of any number of corners, and GeoJSON
// files of them.

/**
 * A closed ring of `corners` corners near Hutchinson, Kansas, its radius wobbling so no three
 * corners line up; `crossing` swaps two corners far apart, folding it once over itself.
 */
export function ring(corners: number, crossing = false): number[][] {
  const points = Array.from({ length: corners }, (_, at) => {
    const angle = (2 * Math.PI * at) / corners;
    const radius = 0.01 * (1 + 0.2 * Math.sin(at * 7.3));
    return [-97.9 + radius * Math.cos(angle), 38 + radius * Math.sin(angle)];
  });
  if (crossing) {
    const at = Math.min(10, Math.floor(corners / 4));
    [points[at], points[corners - at]] = [points[corners - at] as number[], points[at] as number[]];
  }
  return [...points, points[0] as number[]];
}

/** A GeoJSON FeatureCollection of one polygon a ring, named F0, F1, … */
export const geojsonOf = (rings: number[][][]): string =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: rings.map((each, at) => ({
      type: 'Feature',
      properties: { name: `F${at}` },
      geometry: { type: 'Polygon', coordinates: [each] },
    })),
  });
