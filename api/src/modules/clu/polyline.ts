// Rings on the wire as polyline strings (Google's encoding at 1e-6°, about 0.1 m): integer
// deltas as base-64 varints, so a field's boundary costs a few bytes per vertex instead of
// ~22 for GeoJSON text. Rings are sent open: the closing vertex is implied.
const PRECISION = 1e6;

function encodeNumber(value: number, out: string[]) {
  let rest = value < 0 ? ~(value << 1) : value << 1;
  while (rest >= 0x20) {
    out.push(String.fromCharCode((0x20 | (rest & 0x1f)) + 63));
    rest >>>= 5;
  }
  out.push(String.fromCharCode(rest + 63));
}

/** Encodes a closed [lng, lat] ring; coordinates are rounded to 1e-6°. */
export function encodeRing(ring: readonly (readonly number[])[]): string {
  const out: string[] = [];
  let lastLat = 0;
  let lastLng = 0;
  const open = ring.length > 1 ? ring.slice(0, -1) : ring;
  for (const [lng = 0, lat = 0] of open) {
    const latUnits = Math.round(lat * PRECISION);
    const lngUnits = Math.round(lng * PRECISION);
    encodeNumber(latUnits - lastLat, out);
    encodeNumber(lngUnits - lastLng, out);
    lastLat = latUnits;
    lastLng = lngUnits;
  }
  return out.join('');
}

/** Decodes a ring back to closed [lng, lat] pairs. */
export function decodeRing(text: string): [number, number][] {
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = text.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < text.length) {
    lat += next();
    lng += next();
    points.push([lng / PRECISION, lat / PRECISION]);
  }
  if (points.length > 0) points.push([...(points[0] as [number, number])]);
  return points;
}
