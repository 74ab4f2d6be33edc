import {
  creekFields,
  farmstead,
  halves,
  pivotWithCorners,
  quarters,
  type Square,
  strips,
  whole,
} from './patterns';
import { type Point, type Polygon, random, toLngLat } from './plane';

// A deterministic demo region of south-central Kansas farmland: a grid of one-mile sections
// between section-line roads, divided into quarters, halves, strips, centre pivots with their
// dry corners and farmsteads; every twelfth row of sections is crossed by a meandering creek
// whose banks cut irregular fields.
export type DemoField = {
  /** Stable key within the demo source: same seed and count, same keys and shapes. */
  key: string;
  /** GeoJSON Polygon coordinates, [lng, lat], rounded to 1e-6°. */
  polygon: Point[][];
  countyFips: string;
};

export const DEMO_ORIGIN = { lat: 37.7, lng: -98.0 };
export const DEMO_STATE_FIPS = '20'; // Kansas
// Real county codes of the area, laid out in 24-mile blocks (close to Kansas's county size).
const COUNTIES = ['095', '155', '173', '079', '113', '115', '159', '185', '077', '191'];
const SECTION = 1609.344; // one mile
const ROAD = 15; // half a section-line road on each side of the section
const CREEK_EVERY = 12;

function sectionPattern(square: Square, draw: () => number): Polygon[] {
  const roll = draw();
  if (roll < 0.3) return quarters(square).map(whole);
  if (roll < 0.42) return halves(square, draw() < 0.5);
  if (roll < 0.7) {
    // Pivots in most quarters; a dryland quarter here and there.
    return quarters(square).flatMap((quarter) =>
      draw() < 0.75 ? pivotWithCorners(quarter) : [whole(quarter)],
    );
  }
  if (roll < 0.8) {
    const [yardQuarter, ...rest] = quarters(square) as [Square, ...Square[]];
    return [...farmstead(yardQuarter, 90 + draw() * 60), ...rest.map(whole)];
  }
  if (roll < 0.9) {
    const [stripQuarter, ...rest] = quarters(square) as [Square, ...Square[]];
    return [...strips(stripQuarter, 2 + Math.floor(draw() * 3)), ...rest.map(whole)];
  }
  // A half and the two quarters beside it.
  const [southWest, southEast, northWest, northEast] = quarters(square) as [Square, Square, Square, Square];
  const [westHalf, eastHalf] = halves(square, false) as [Polygon, Polygon];
  return draw() < 0.5
    ? [westHalf, whole(southEast), whole(northEast)]
    : [eastHalf, whole(southWest), whole(northWest)];
}

/** The creek's centre line in the region plane, as a function of x (it runs west to east). */
function creekLine(row: number, seed: number) {
  const draw = random(seed + row * 7919);
  const phaseA = draw() * 2 * Math.PI;
  const phaseB = draw() * 2 * Math.PI;
  const middle = row * SECTION + SECTION / 2;
  // Amplitudes sum to 0.32 of a section: the creek never leaves its row of sections.
  return (x: number) =>
    middle +
    0.22 * SECTION * Math.sin(x / (2.3 * SECTION) + phaseA) +
    0.1 * SECTION * Math.sin(x / (0.61 * SECTION) + phaseB);
}

function* sectionFields(row: number, column: number, seed: number): Generator<Polygon> {
  const draw = random(seed ^ (row * 100_003 + column * 31));
  const square = { x0: column * SECTION + ROAD, y0: row * SECTION + ROAD, size: SECTION - 2 * ROAD };
  if (row % CREEK_EVERY === CREEK_EVERY / 2) {
    const cuts = draw() < 0.5 ? [0.5] : [0.3 + draw() * 0.15, 0.62 + draw() * 0.15];
    yield* creekFields(square, creekLine(row, seed), cuts, 25 + draw() * 20);
    return;
  }
  yield* sectionPattern(square, draw);
}

/** Yields `count` fields, section by section, in a roughly square block of sections. */
export function* demoRegion(count: number, seed = 20_260_101): Generator<DemoField> {
  const columns = Math.max(1, Math.ceil(Math.sqrt(count / 7)));
  let produced = 0;
  for (let row = 0; produced < count; row++) {
    for (let column = 0; column < columns && produced < count; column++) {
      const countyFips = COUNTIES[
        (Math.floor(row / 24) * 7 + Math.floor(column / 24)) % COUNTIES.length
      ] as string;
      let index = 0;
      for (const polygon of sectionFields(row, column, seed)) {
        if (produced >= count) return;
        yield {
          key: `${row}-${column}-${index++}`,
          polygon: polygon.map((ring) => ring.map((point) => toLngLat(DEMO_ORIGIN, point))),
          countyFips,
        };
        produced++;
      }
    }
  }
}
