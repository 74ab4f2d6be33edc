// Google's encoded-polyline format, the one codec of it: integer deltas of lat then lng as
// base-64 varints at a chosen scale. Two things travel in it: the CLU rings of node streams
// (1e-6°, open: the closing vertex implied; PostGIS writes them, see schema/clu.graphql, and the
// web's map/wire.ts decodes them into typed arrays) and the shipped basemap's lines
// (web/public/basemap, built by scripts/basemap.ts). Pure functions.

/** The CLU wire's scale: millionths of a degree (about 0.1 m). */
export const WIRE_SCALE = 1e6;

/** A line as [lng, lat] pairs, rounded to 1/scale of a degree. */
export type Line = [number, number][];

/**
 * Reads one string's values in order. Decoders that write where they like (wire.ts into typed
 * arrays) share the varint reading through it.
 */
export class PolylineReader {
  private index = 0;
  constructor(private readonly text: string) {}

  get done(): boolean {
    return this.index >= this.text.length;
  }

  /** The next value (a delta, in 1/scale units). */
  next(): number {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.text.charCodeAt(this.index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  }
}

function encodeValue(value: number): string {
  let bits = value < 0 ? ~(value << 1) : value << 1;
  let text = '';
  while (bits >= 0x20) {
    text += String.fromCharCode((0x20 | (bits & 0x1f)) + 63);
    bits >>= 5;
  }
  return text + String.fromCharCode(bits + 63);
}

/** Encodes a line; points equal to the one before after rounding are dropped. */
export function encodeLine(line: Line, scale: number): string {
  let text = '';
  let lat = 0;
  let lng = 0;
  for (const [x, y] of line) {
    const nextLat = Math.round(y * scale);
    const nextLng = Math.round(x * scale);
    if (text && nextLat === lat && nextLng === lng) continue;
    text += encodeValue(nextLat - lat) + encodeValue(nextLng - lng);
    lat = nextLat;
    lng = nextLng;
  }
  return text;
}

export function decodeLine(text: string, scale: number): Line {
  const line: Line = [];
  const reader = new PolylineReader(text);
  let lat = 0;
  let lng = 0;
  while (!reader.done) {
    lat += reader.next();
    lng += reader.next();
    line.push([lng / scale, lat / scale]);
  }
  return line;
}

/** Encodes a closed [lng, lat] ring as the CLU wire carries it: at 1e-6°, the closing vertex left out. */
export function encodeRing(ring: readonly (readonly [number, number])[]): string {
  return encodeLine((ring.length > 1 ? ring.slice(0, -1) : ring) as Line, WIRE_SCALE);
}

/** Decodes a ring of the CLU wire back to closed [lng, lat] pairs. */
export function decodeRing(text: string): Line {
  const ring = decodeLine(text, WIRE_SCALE);
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return ring;
}
