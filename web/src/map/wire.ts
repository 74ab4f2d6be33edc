import { PolylineReader, WIRE_SCALE } from '@field-boundaries/contract/polyline';

// Decodes the CLU wire format (polyline rings at 1e-6°, see schema/clu.graphql) straight into
// typed arrays for deck.gl: no GeoJSON objects, no array per vertex. Pure functions.

/** Vertices (closing vertex included) a ring string decodes to, without decoding it. */
export function ringVertexCount(text: string): number {
  let values = 0;
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) - 63 < 0x20) values++;
  return values / 2 + 1;
}

/**
 * Writes the ring as closed [lng, lat] pairs into `target` from vertex `at`, as offsets in
 * degrees from `origin` (given in millionths of a degree, so the subtraction is exact and a
 * Float32Array keeps ~1 mm near the origin); returns the vertex after the last one written.
 */
export function decodeRingInto(
  text: string,
  target: Float64Array | Float32Array,
  at: number,
  origin: { lng: number; lat: number } = { lng: 0, lat: 0 },
): number {
  const reader = new PolylineReader(text);
  let lat = 0;
  let lng = 0;
  let vertex = at;
  while (!reader.done) {
    lat += reader.next();
    lng += reader.next();
    target[vertex * 2] = (lng - origin.lng) / WIRE_SCALE;
    target[vertex * 2 + 1] = (lat - origin.lat) / WIRE_SCALE;
    vertex++;
  }
  if (vertex > at) {
    target[vertex * 2] = target[at * 2] as number;
    target[vertex * 2 + 1] = target[at * 2 + 1] as number;
    vertex++;
  }
  return vertex;
}
