import { type Point, type Polygon, type Ring, rectangle } from './plane';

// How farmland inside one section (a square mile between roads) is divided. Each pattern
// returns simple, valid polygons in metres, outer rings counter-clockwise; neighbours share
// edges but never overlap.
export type Square = { x0: number; y0: number; size: number };

const PIVOT_SEGMENTS = 64; // a multiple of 4, so the circle has vertices where it touches the sides

export function quarters({ x0, y0, size }: Square): Square[] {
  const half = size / 2;
  return [
    { x0, y0, size: half },
    { x0: x0 + half, y0, size: half },
    { x0, y0: y0 + half, size: half },
    { x0: x0 + half, y0: y0 + half, size: half },
  ];
}

export const whole = ({ x0, y0, size }: Square): Polygon => [rectangle(x0, y0, x0 + size, y0 + size)];

export function halves({ x0, y0, size }: Square, northSouth: boolean): Polygon[] {
  const half = size / 2;
  return northSouth
    ? [[rectangle(x0, y0, x0 + size, y0 + half)], [rectangle(x0, y0 + half, x0 + size, y0 + size)]]
    : [[rectangle(x0, y0, x0 + half, y0 + size)], [rectangle(x0 + half, y0, x0 + size, y0 + size)]];
}

/** East–west strips, as narrow fields of alternating crops are laid out. */
export function strips({ x0, y0, size }: Square, count: number): Polygon[] {
  const width = size / count;
  return Array.from({ length: count }, (_, index) => [
    rectangle(x0, y0 + index * width, x0 + size, y0 + (index + 1) * width),
  ]);
}

/** A centre pivot inscribed in the square, and the four dry corners it leaves. */
export function pivotWithCorners({ x0, y0, size }: Square): Polygon[] {
  const radius = size / 2;
  const cx = x0 + radius;
  const cy = y0 + radius;
  const arc = Array.from({ length: PIVOT_SEGMENTS }, (_, index): Point => {
    const angle = (index / PIVOT_SEGMENTS) * 2 * Math.PI;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
  const circle: Ring = [...arc, arc[0] as Point];
  const quarterSteps = PIVOT_SEGMENTS / 4;
  // Quadrant q of the circle runs from angle q·90° to (q+1)·90°; its dry corner is beyond it.
  const corners: Point[] = [
    [x0 + size, y0 + size],
    [x0, y0 + size],
    [x0, y0],
    [x0 + size, y0],
  ];
  const cornerPieces = corners.map((corner, quadrant): Polygon => {
    const from = quadrant * quarterSteps;
    const along = Array.from(
      { length: quarterSteps + 1 },
      (_, step) => arc[(from + step) % PIVOT_SEGMENTS] as Point,
    );
    // Along the arc counter-clockwise, then out to the corner: the piece is traversed clockwise,
    // so reverse it for GeoJSON's counter-clockwise outer ring.
    return [[...along, corner, along[0] as Point].reverse()];
  });
  return [[circle], ...cornerPieces];
}

/** A farmstead parcel in the square's road corner, and the L-shaped field around it. */
export function farmstead({ x0, y0, size }: Square, parcel: number): Polygon[] {
  const yard = rectangle(x0, y0, x0 + parcel, y0 + parcel);
  const field: Ring = [
    [x0 + parcel, y0],
    [x0 + size, y0],
    [x0 + size, y0 + size],
    [x0, y0 + size],
    [x0, y0 + parcel],
    [x0 + parcel, y0 + parcel],
    [x0 + parcel, y0],
  ];
  return [[yard], [field]];
}

/**
 * Fields cut by a creek that crosses the square west to east: in each slice between `cuts`
 * (fractions of the width), one field north and one south of the creek, each kept `buffer`
 * metres from the water. `creekY` must stay more than `buffer` inside the square.
 */
export function creekFields(
  { x0, y0, size }: Square,
  creekY: (x: number) => number,
  cuts: number[],
  buffer: number,
): Polygon[] {
  const edges = [x0, ...cuts.map((cut) => x0 + cut * size), x0 + size];
  const top = y0 + size;
  const fields: Polygon[] = [];
  for (let index = 0; index + 1 < edges.length; index++) {
    const xa = edges[index] as number;
    const xb = edges[index + 1] as number;
    const steps = Math.max(4, Math.round((xb - xa) / 40));
    const xs = Array.from({ length: steps + 1 }, (_, step) => xa + ((xb - xa) * step) / steps);
    const northBank = xs.map((x): Point => [x, creekY(x) + buffer]);
    const southBank = xs.map((x): Point => [x, creekY(x) - buffer]);
    // North field: along the bank eastwards, up, back west along the top: counter-clockwise.
    fields.push([[...northBank, [xb, top], [xa, top], northBank[0] as Point]]);
    // South field: along the bottom eastwards, up, back west along the bank.
    fields.push([[[xa, y0], [xb, y0], ...southBank.reverse(), [xa, y0]]]);
  }
  return fields;
}
