// Google's encoded-polyline format at a chosen scale: the shipped basemap's lines
// (web/public/basemap, built by scripts/basemap.ts) travel as these strings, about a tenth of
// the size of the same lines as GeoJSON. Pure functions.

/** A line as [lng, lat] pairs, rounded to 1/scale of a degree. */
export type Line = [number, number][];

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
    line.push([lng / scale, lat / scale]);
  }
  return line;
}
