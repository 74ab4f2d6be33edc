import { PathLayer, PolygonLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { Position } from './editing/polygonRules';
import { fieldColors, OUTLINE_WIDTH, type Rgba } from './fieldLayers';

// Fields drawn from their own boundaries, above the CLU layers: the viewer's own, other
// accounts' (neighbours near theirs), the overlaps in dispute, and the geometry being drawn
// or edited. Every layer is always present (hidden when empty): with the map's interleaved
// rendering, adding or removing a deck layer changes the map's style.
export type MapField = {
  uuid: string;
  mine: boolean;
  neighbour: boolean;
  name?: string | null;
  /** The farm an own field is in; null for a neighbour's boundary the viewer drew. */
  farmName?: string | null;
  area: number;
  geometry: { coordinates: number[][][][] };
  /** Other accounts' fields it overlaps: each separate overlap's acres. */
  disputeFields?: { uuid: string; area: number; overlaps: number[] }[];
  /** Own fields: the version of the boundary drawn, sent back with an edit or split of it. */
  boundaryVersion?: number | null;
};
export type DisputeShape = {
  field: string;
  other: string;
  area: number;
  geometry: { coordinates: number[][][][] };
};

export type BoundaryColors = {
  mine: string;
  mineActive: string;
  claimed: string;
  neighbourClaimed: string;
  merge: string;
  disputed: string;
};
export const DEFAULT_BOUNDARY_COLORS: BoundaryColors = {
  mine: '#2f9e44',
  mineActive: '#ffd43b',
  claimed: '#1c7ed6',
  neighbourClaimed: '#7048e8',
  merge: '#f76707',
  disputed: '#e03131',
};

type Part = { uuid: string; field: MapField; rings: number[][][] };
const partsOf = (fields: readonly MapField[], hidden: string | null): Part[] =>
  fields
    .filter((field) => field.uuid !== hidden)
    .flatMap((field) => field.geometry.coordinates.map((rings) => ({ uuid: field.uuid, field, rings })));

/** The colour-schema key of a field: own (in focus, first of a merge), a neighbour's, another's. */
export function boundaryFill(
  field: MapField,
  colors: BoundaryColors,
  focus: { active: string | null; merging: string | null },
): Rgba {
  if (field.mine) {
    if (field.uuid === focus.merging) return fieldColors(colors.merge).fill;
    return fieldColors(field.uuid === focus.active ? colors.mineActive : colors.mine).fill;
  }
  return fieldColors(field.neighbour ? colors.neighbourClaimed : colors.claimed).fill;
}

/** Spec style: the disputed fill at opacity 0.75. */
const disputedFill = (hex: string): Rgba => {
  const [r, g, b] = fieldColors(hex).fill;
  return [r, g, b, Math.round(0.75 * 255)];
};

export function boundaryLayers(
  fields: readonly MapField[],
  disputes: readonly DisputeShape[],
  colors: BoundaryColors,
  focus: { active: string | null; merging: string | null; hidden: string | null },
) {
  return [
    new PolygonLayer<Part>({
      id: 'own-boundaries',
      data: partsOf(fields, focus.hidden),
      getPolygon: (part) => part.rings,
      getFillColor: (part) => boundaryFill(part.field, colors, focus),
      getLineColor: [255, 255, 255, Math.round(0.8 * 255)],
      getLineWidth: OUTLINE_WIDTH,
      lineWidthUnits: 'pixels',
      updateTriggers: { getFillColor: [colors, focus.active, focus.merging] },
      // Picked on the CPU (FieldMap), as the CLU layers are.
      pickable: false,
    }),
    new PolygonLayer<{ rings: number[][][] }>({
      id: 'disputed-boundaries',
      data: disputes.flatMap((dispute) => dispute.geometry.coordinates.map((rings) => ({ rings }))),
      visible: disputes.length > 0,
      getPolygon: (part) => part.rings,
      getFillColor: disputedFill(colors.disputed),
      getLineColor: fieldColors(colors.disputed).fill,
      getLineWidth: OUTLINE_WIDTH,
      lineWidthUnits: 'pixels',
      pickable: false,
    }),
  ];
}

const DRAW_LINE: Rgba = [255, 212, 59, 255];
const CORNER: Rgba = [255, 255, 255, 255];

/** What is being drawn: a new boundary or a cutting line (a boundary edited is the edit layer's). */
export function workingLayers(working: readonly Position[], closed: boolean) {
  const path = closed && working.length > 2 ? [...working, working[0] as Position] : [...working];
  return [
    new PolygonLayer<number[][][]>({
      id: 'working-fill',
      data: closed && working.length > 2 ? [[path]] : [],
      visible: closed && working.length > 2,
      getPolygon: (rings) => rings,
      getFillColor: [255, 212, 59, 90],
      getLineColor: DRAW_LINE,
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
    }),
    new PathLayer<Position[]>({
      id: 'working-path',
      data: path.length > 1 ? [path] : [],
      visible: path.length > 1,
      getPath: (points) => points,
      getColor: DRAW_LINE,
      getWidth: 3,
      widthUnits: 'pixels',
    }),
    new ScatterplotLayer<Position>({
      id: 'working-corners',
      data: working,
      visible: working.length > 0,
      getPosition: (point) => point,
      getRadius: 5,
      radiusUnits: 'pixels',
      getFillColor: CORNER,
      getLineColor: [33, 37, 41, 255],
      getLineWidth: 1.5,
      lineWidthUnits: 'pixels',
      stroked: true,
    }),
  ];
}
