import { FEET_PER_MILE, METRES_PER_FOOT } from '@field-boundaries/contract/units';
import type { Position } from './polygonRules';

// Lengths of what is being drawn, in the grower's units: feet for a side, miles once a length
// passes a quarter mile. Pure; great-circle distances on the mean earth radius (a preview: the
// api's and PostGIS's figures are the ones stored).
const EARTH_RADIUS_METRES = 6_371_008.8;

/** The great-circle distance between two corners, in feet. */
export function feetBetween(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const [dLng, dLat] = [(b[0] - a[0]) * rad, (b[1] - a[1]) * rad];
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_FOOT;
}

/** The length along the corners in order, in feet; `closed` adds the side back to the first. */
export function pathFeet(points: readonly Position[], closed = false): number {
  let feet = 0;
  for (let at = 1; at < points.length; at++)
    feet += feetBetween(points[at - 1] as Position, points[at] as Position);
  if (closed && points.length > 2)
    feet += feetBetween(points[points.length - 1] as Position, points[0] as Position);
  return feet;
}

/** A length as a grower reads it: "660 ft", "1,320 ft", "0.52 mi". */
export function formatLength(feet: number): string {
  if (feet < FEET_PER_MILE / 4) return `${Math.round(feet).toLocaleString('en-US')} ft`;
  return `${(feet / FEET_PER_MILE).toFixed(2)} mi`;
}
