import { children, type Element, raw } from './isoxml-xml';

// The rings of an ISOXML PLN (ISO 11783-10: LSG type 1 exterior, type 2 interior, PNT C latitude and
// D longitude as xs:decimal) as GeoJSON polygons, each hole given to the exterior it lies in.

export type Ring = number[][];

/** xs:decimal as ISO 11783-10 writes PNT C and D: digits with an optional sign and point, nothing else. */
const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;
const decimal = (value: string | null): number | null =>
  value !== null && DECIMAL.test(value) ? Number(value) : null;

function ringOf(lsg: Element): { ring: Ring; unreadable: boolean } {
  const ring: Ring = [];
  let unreadable = false;
  for (const point of children(lsg, 'PNT')) {
    const north = decimal(raw(point, 'C'));
    const east = decimal(raw(point, 'D'));
    if (north === null || east === null) {
      unreadable = true;
      continue;
    }
    ring.push([east, north]);
  }
  const [first] = ring;
  const last = ring.at(-1);
  if (first && last && ring.length > 1 && (first[0] !== last[0] || first[1] !== last[1]))
    ring.push([...first]);
  return { ring, unreadable };
}

/** Whether a point lies inside a ring (even-odd rule). */
function inside(point: number[], ring: Ring): boolean {
  const [x, y] = point as [number, number];
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/** A PLN's exteriors as polygons, each with the holes that lie in it. */
export function polygonsOf(pln: Element): { polygons: Ring[][]; unreadable: boolean } {
  const exteriors: Ring[] = [];
  const interiors: Ring[] = [];
  let unreadable = false;
  for (const lsg of children(pln, 'LSG')) {
    const type = raw(lsg, 'A');
    if (type !== '1' && type !== '2') continue;
    const read = ringOf(lsg);
    unreadable ||= read.unreadable;
    (type === '1' ? exteriors : interiors).push(read.ring);
  }
  const polygons: Ring[][] = exteriors.map((ring) => [ring]);
  for (const hole of interiors) {
    const home = polygons.find((polygon) => hole[0] && inside(hole[0], polygon[0] as Ring)) ?? polygons[0];
    home?.push(hole);
  }
  return { polygons, unreadable };
}
